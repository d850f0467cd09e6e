import './profile.graphql';
import { attachedFiles } from '../files/attached-files';
import type { ModuleManifest } from '../module-manifest';
import { MentorProfileService } from './profile.service';

declare module '../../graphql-core/context' {
  interface AppServices {
    mentorProfile: MentorProfileService;
  }
}

/** A mentor's own profile: its GraphQL (imported above) and service. */
export const mentorProfileModule = {
  name: 'mentor-profile',
  services: {
    mentorProfile: (c) => new MentorProfileService({ mentors: c.use('mentors'), files: attachedFiles(c.use('files')) }),
  },
} satisfies ModuleManifest;
