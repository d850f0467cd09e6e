import './mentors.graphql';
import './mentor-reviews.graphql';
import type { ModuleManifest } from '../module-manifest';
import { MentorReviewsRepo } from './mentor-reviews.repo';
import { MentorReviewsService } from './mentor-reviews.service';
import { mentorsLoaders } from './mentors.loaders';
import { MentorsRepo } from './mentors.repo';
import { MentorsService } from './mentors.service';
import { MentorsPersonalData } from './mentors-personal-data.repo';

declare module '../../graphql-core/context' {
  interface AppServices {
    mentors: MentorsService;
    mentorReviews: MentorReviewsService;
  }
}
declare module '../personal-data' {
  interface PersonalDataOwners {
    mentors: MentorsPersonalData;
  }
}

/** Mentors: the records, the directory, reviews, and their GraphQL (imported above). */
export const mentorsModule = {
  name: 'mentors',
  services: {
    mentors: (c) => new MentorsService(new MentorsRepo(c.db), c.part('mentorReads')),
    mentorReviews: (c) =>
      new MentorReviewsService({
        ...c.part('codeDeps'),
        repo: new MentorReviewsRepo(c.db),
        bookings: c.part('mentorReads'),
        mentors: c.use('mentors'),
        log: c.log,
      }),
  },
  loaders: mentorsLoaders,
  personalData: { mentors: (c) => new MentorsPersonalData(c.db) },
} satisfies ModuleManifest;
