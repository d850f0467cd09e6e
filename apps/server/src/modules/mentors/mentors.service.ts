import { isUuid } from '../../lib/uuid';
import { ownsOrAdmin, type Viewer } from '../accounts/viewer';
import type { MentorRow, MentorsRepo } from './mentors.repo';

export class MentorsService {
  constructor(private readonly repo: MentorsRepo) {}

  /** The ACCEPTED mentors among `ids`: what a course page may show as its mentor. */
  findPublicByIds(ids: string[]): Promise<MentorRow[]> {
    return this.repo.findManyByIds(ids.filter(isUuid), 'ACCEPTED');
  }

  /** Public profile lookup: only ACCEPTED mentors are shown to the public. */
  async getPublicMentor(id: string): Promise<MentorRow | null> {
    if (!isUuid(id)) return null;
    const mentor = await this.repo.findById(id);
    return mentor?.status === 'ACCEPTED' ? mentor : null;
  }

  /** getMentor: ACCEPTED mentors for everyone; a record in review or declined only for its owner and admins. */
  /**
   * A mentor the public may see (ACCEPTED), or one the viewer owns or administers. The viewer is asked for only
   * when the record is not public: a visitor's read of a mentor page never looks up a session.
   */
  async getMentorFor(id: string, viewer: () => Promise<Viewer>): Promise<MentorRow | null> {
    if (!isUuid(id)) return null;
    const mentor = await this.repo.findById(id);
    if (!mentor) return null;
    return mentor.status === 'ACCEPTED' || ownsOrAdmin(await viewer(), mentor.userSubId) ? mentor : null;
  }
}

export { isUuid };
