import DataLoader from 'dataloader';
import type { LoaderFactories } from '../module-manifest';
import type { MentorCounters, MentorRow } from './mentors.repo';
import type { MentorsService, ReviewStats } from './mentors.service';

declare module '../../graphql-core/context' {
  interface RequestLoaders {
    /** A mentor as the public may see it: ACCEPTED mentors only (a declined one is not shown). */
    publicMentorById: DataLoader<string, MentorRow | null>;
    /**
     * A mentor of any status (declined, in review): only for fields of admin types, which only an admin's query
     * reaches (the admin guard sits on every admin root field).
     */
    anyMentorById: DataLoader<string, MentorRow | null>;
    /** Profile counters (students, classes, courses) of every mentor in a response, in one query. */
    mentorCounters: DataLoader<string, MentorCounters>;
    /** Review figures of every mentor in a response (a directory page), in one grouped query. */
    mentorReviewStats: DataLoader<string, ReviewStats>;
  }
}

/** Batches mentor lookups by id; an id the lookup does not return (unknown, or filtered out) loads as null. */
function mentorsById(find: (ids: string[]) => Promise<MentorRow[]>) {
  return new DataLoader<string, MentorRow | null>(async (ids) => {
    const byId = new Map((await find([...ids])).map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Per-request batching of mentor reads, so a list of N items that each show a mentor costs one query, not N. */
export const mentorsLoaders = {
  publicMentorById: ({ mentors }: { mentors: MentorsService }) => mentorsById((ids) => mentors.findPublicByIds(ids)),
  anyMentorById: ({ mentors }: { mentors: MentorsService }) => mentorsById((ids) => mentors.findAnyByIds(ids)),
  mentorCounters: ({ mentors }: { mentors: MentorsService }) =>
    new DataLoader((ids: readonly string[]) => mentors.counters(ids)),
  mentorReviewStats: ({ mentors }: { mentors: MentorsService }) =>
    new DataLoader((ids: readonly string[]) => mentors.reviewStats(ids)),
} satisfies LoaderFactories;
