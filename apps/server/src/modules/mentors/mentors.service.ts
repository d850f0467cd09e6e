import { countryOptions } from '@eazy2con/shared/countries';
import { MentorDirectoryFilterSchema } from '@eazy2con/shared/validation/mentor-reviews';
import { readPage, type Cursor, type CursorShape, type Page, type PageArgs } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import { isUuid } from '../../lib/uuid';
import { ownsOrAdmin, type Asker } from '../../graphql-core/roles';
import type { Tx } from '../../db/transaction';
import type {
  DirectoryQuery,
  DirectoryRow,
  MentorCounters,
  MentorRow,
  MentorsRepo,
  NewMentorRow,
  ProfileWrite,
  StarCount,
} from './mentors.repo';

const MENTOR_CURSOR: CursorShape = { at: 'timestamp', id: 'uuid' };

/** Reviews figures of a mentor: the average (null before the first), the count and the count per star (1 to 5). */
export interface ReviewStats {
  average: number | null;
  count: number;
  /** breakdown[0] is the count of 1-star reviews, breakdown[4] of 5-star ones. */
  breakdown: number[];
}

/** A directory card's mentor and its review figures. */
export type DirectoryCard = DirectoryRow & { reviewStats: ReviewStats };

/** Whether a mentor came with its review figures (a directory card). */
export const hasReviewStats = (mentor: MentorRow): mentor is DirectoryCard => 'reviewStats' in mentor;

/**
 * The directory and the profile counters read other modules' tables (course titles, bookings), so they live in the
 * read model modules/read-models/mentor-reads.repo.ts, which imports this module; the root passes it in.
 */
export interface MentorDirectoryReads {
  listDirectory(query: DirectoryQuery, take: number, after: Cursor | null): Promise<DirectoryRow[]>;
  directoryCountries(): Promise<string[]>;
  counters(ids: readonly string[]): Promise<MentorCounters[]>;
}

export class MentorsService {
  constructor(
    private readonly repo: MentorsRepo,
    private readonly directory: MentorDirectoryReads,
  ) {}

  // ---- writes other modules make in their own transaction (the admin back office): the mentors table is ours ----

  /** A mentor record, locked until `tx` ends (a status decision reads, then writes it). */
  lockById(id: string, tx: Tx): Promise<MentorRow | null> {
    return this.repo.in(tx).lockById(id);
  }

  setStatus(id: string, change: Pick<MentorRow, 'status' | 'isActive'>, tx: Tx): Promise<MentorRow | null> {
    return this.repo.in(tx).setStatus(id, change);
  }

  /** Mentors by id, of one status when given, read in `tx` when given (the add-course form checks them). */
  findManyByIds(ids: string[], status: MentorRow['status'] | undefined, tx?: Tx): Promise<MentorRow[]> {
    return (tx ? this.repo.in(tx) : this.repo).findManyByIds(ids, status);
  }

  /** Accepted mentors by name, for a picker. */
  acceptedOptions(search: string | null, limit: number): Promise<Pick<MentorRow, 'id' | 'firstname' | 'lastname'>[]> {
    return this.repo.acceptedOptions(search, limit);
  }

  /** An account's mentor record (the viewer's, an invitation's check), in `tx` when given. */
  findByUserSubId(userSubId: string, tx?: Tx): Promise<MentorRow | null> {
    return (tx ? this.repo.in(tx) : this.repo).findByUserSubId(userSubId);
  }

  /** An account's mentor records, as mentorByUserSubId pages them (modules/accounts checks who may ask). */
  listByUserSubId(...args: Parameters<MentorsRepo['listByUserSubId']>): ReturnType<MentorsRepo['listByUserSubId']> {
    return this.repo.listByUserSubId(...args);
  }

  /** The start-up admin's record (modules/accounts/admin-bootstrap.ts). */
  upsertAdmin(values: NewMentorRow & { userSubId: string }): Promise<MentorRow> {
    return this.repo.upsertAdmin(values);
  }

  revokeAdmin(userSubId: string): Promise<void> {
    return this.repo.revokeAdmin(userSubId);
  }

  /** The profile form's write (modules/mentor-profile checks who may make it). */
  updateProfile(mentorId: string, profile: ProfileWrite): Promise<MentorRow> {
    return this.repo.updateProfile(mentorId, profile);
  }

  /** A new mentor record unless the account has one (null then). */
  insertIfNew(values: NewMentorRow, tx?: Tx): Promise<MentorRow | null> {
    return (tx ? this.repo.in(tx) : this.repo).insertIfNew(values);
  }

  /** The ACCEPTED mentors among `ids`: what a course page may show as its mentor. */
  findPublicByIds(ids: string[]): Promise<MentorRow[]> {
    return this.repo.findManyByIds(ids.filter(isUuid), 'ACCEPTED');
  }

  /** The mentors among `ids` whatever their status: for fields only an admin can reach (the admin lists). */
  findAnyByIds(ids: string[]): Promise<MentorRow[]> {
    return this.repo.findManyByIds(ids.filter(isUuid));
  }

  /** Public profile lookup: only ACCEPTED mentors are shown to the public. */
  async getPublicMentor(id: string): Promise<MentorRow | null> {
    if (!isUuid(id)) return null;
    const mentor = await this.repo.findById(id);
    // Chat and reviews reach any accepted mentor, the admin's record included (a visitor may still write to the team).
    return mentor?.status === 'ACCEPTED' ? mentor : null;
  }

  /**
   * listMentors: the public directory (ACCEPTED and active), newest first, searched and filtered on the server. Each
   * card comes with its review figures (`reviewStats`), read in the same query.
   */
  listDirectory(filter: unknown, page: PageArgs): Promise<Page<DirectoryCard>> {
    const parsed = parseInput(MentorDirectoryFilterSchema, filter ?? {});
    const q = parsed.q?.toLowerCase() ?? null;
    // Country names are not stored (only codes): the names that contain the search become codes to match.
    const countryCodes = q ? countryOptions.filter((c) => c.name.toLowerCase().includes(q)).map((c) => c.code) : [];
    return readPage(
      page,
      MENTOR_CURSOR,
      async (request) =>
        // The rows are the repository's own new objects: the figures are added to them rather than copied.
        (await this.directory.listDirectory({ ...parsed, countryCodes }, request.take, request.after)).map((row) =>
          Object.assign(row, { reviewStats: statsOfBreakdown(row.starCounts) }),
        ),
      (row) => ({ at: row.cursorAt, id: row.id }),
    );
  }

  /**
   * mentorCountries: the countries the public directory's mentors live in, as codes in the order of the countries'
   * names (the filter's order). A code the country list does not know (a record from before it was checked) is left
   * out: the filter could not name it.
   */
  async directoryCountries(): Promise<string[]> {
    const codes = new Set(await this.directory.directoryCountries());
    return countryOptions.filter((option) => codes.has(option.code)).map((option) => option.code);
  }

  async counters(ids: readonly string[]): Promise<MentorCounters[]> {
    const rows = await this.directory.counters(ids);
    const byId = new Map(rows.map((row) => [row.mentorId, row]));
    return ids.map((id) => byId.get(id) ?? { mentorId: id, students: 0, classes: 0, courseCount: 0 });
  }

  async reviewStats(ids: readonly string[]): Promise<ReviewStats[]> {
    const rows = await this.repo.starCounts(ids);
    return ids.map((id) => statsOf(rows.filter((row) => row.mentorId === id)));
  }

  /**
   * A mentor the public may see (ACCEPTED), or one the viewer owns or administers. The viewer is asked for only
   * when the record is not public: a visitor's read of a mentor page never looks up a session.
   */
  async getMentorFor(id: string, viewer: () => Promise<Asker>): Promise<MentorRow | null> {
    if (!isUuid(id)) return null;
    const mentor = await this.repo.findById(id);
    if (!mentor) return null;
    return isPublicMentor(mentor) || ownsOrAdmin(await viewer(), mentor.userSubId) ? mentor : null;
  }
}

/**
 * Whom a visitor may see and book: accepted mentors, but not the back office's admin record until it is a complete
 * profile (issue 20: the demo admin was the first, bookable card of the directory). Its owner still sees it.
 */
function isPublicMentor(mentor: MentorRow): boolean {
  if (mentor.status !== 'ACCEPTED') return false;
  return !mentor.isAdmin || (mentor.specialization !== 'Not Specified' && mentor.bio.trim() !== '');
}

function statsOf(rows: StarCount[]): ReviewStats {
  return statsOfBreakdown([1, 2, 3, 4, 5].map((stars) => rows.find((row) => row.stars === stars)?.count ?? 0));
}

function statsOfBreakdown(breakdown: number[]): ReviewStats {
  const count = breakdown.reduce((sum, n) => sum + n, 0);
  const total = breakdown.reduce((sum, n, i) => sum + n * (i + 1), 0);
  // One decimal, as the cards show it.
  return { average: count === 0 ? null : Math.round((total / count) * 10) / 10, count, breakdown };
}
