import { MENTOR_PROFILE_MESSAGES as M, MentorProfileSchema } from '@eazy2con/shared/validation/mentor-profile';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { parseInput } from '../../lib/validate';
import type { MentorViewer } from '../accounts/viewer';
import type { MentorRow } from '../mentors/mentors.repo';
import type { MentorProfileRepo } from './profile.repo';

/** The files module as the profile uses it. */
export interface ProfileFiles {
  /** Makes an upload of this mentor their profile picture; answers the URL it is served at. */
  attach(key: string, mentorId: string, purpose: 'profile-image'): Promise<string>;
  release(key: string): Promise<void>;
}

/**
 * A mentor's own profile (spec 3 §2.2 /edit-profile): the fields of the shared schema only; status, activity and
 * the admin flag are an admin's to set. The bio is sanitised on write; a replaced picture is deleted, and no new
 * picture keeps the current one.
 */
export class MentorProfileService {
  constructor(private readonly deps: { repo: MentorProfileRepo; files: ProfileFiles }) {}

  async update(viewer: MentorViewer, input: unknown): Promise<MentorRow> {
    const profile = parseInput(MentorProfileSchema, input);
    const bio = sanitizeRichText(profile.bio);
    if (!bio) throw new AppError('BAD_USER_INPUT', M.bio, { fields: { bio: M.bio } });
    const current = viewer.mentor;
    const { imageKey, ...fields } = profile;
    // No key keeps the current picture (the form has no way to remove one, as in the spec).
    const image = imageKey
      ? { imageKey, imageUrl: await this.deps.files.attach(imageKey, current.id, 'profile-image') }
      : { imageKey: current.imageKey, imageUrl: current.imageUrl };
    const updated = await this.deps.repo.update(current.id, { ...fields, bio, ...image });
    if (current.imageKey && current.imageKey !== image.imageKey) await this.deps.files.release(current.imageKey);
    return updated;
  }
}
