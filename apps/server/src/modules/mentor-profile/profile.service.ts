import { MENTOR_PROFILE_MESSAGES as M, MentorProfileSchema } from '@eazy2con/shared/validation/mentor-profile';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/sanitize';
import { parseInput } from '../../lib/validate';
import type { MentorViewer } from '../accounts/viewer';
import type { AttachedFiles } from '../files/attached-files';
import type { MentorRow } from '../mentors/mentors.repo';
import type { MentorsService } from '../mentors/mentors.service';

/**
 * A mentor's own profile (spec 3 §2.2 /edit-profile): the fields of the shared schema only; status, activity and
 * the admin flag are an admin's to set. The bio is sanitised on write; a replaced picture is deleted, and no new
 * picture keeps the current one.
 */
export class MentorProfileService {
  constructor(private readonly deps: { mentors: Pick<MentorsService, 'updateProfile'>; files: AttachedFiles }) {}

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
    // github is a required column of the application ('' when a mentor removes it here).
    const updated = await this.deps.mentors.updateProfile(current.id, {
      ...fields,
      github: fields.github ?? '',
      bio,
      ...image,
    });
    if (current.imageKey && current.imageKey !== image.imageKey) await this.deps.files.release(current.imageKey);
    return updated;
  }
}
