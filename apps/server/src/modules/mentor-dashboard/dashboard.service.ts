import { readPage, type Page, type PageArgs } from '../../lib/paging';
import type { MentorViewer } from '../accounts/viewer';
import type {
  DashboardCounts,
  MenteeRow,
  MentorBookingSummaryRow,
  MentorDashboardRepo,
} from '../read-models/mentor-dashboard.repo';

/** How many mentees the dashboard's cards show: the latest ones; the bookings table holds them all. */
export const MENTEE_CARDS = 12;

/**
 * The signed-in mentor's own dashboard (spec 3 §2.2): figures and lists counted from the database, for the mentor
 * the session belongs to only. The resolvers check the role; every query here is scoped to that mentor's id.
 */
export class MentorDashboardService {
  constructor(private readonly repo: MentorDashboardRepo) {}

  counts(viewer: MentorViewer): Promise<DashboardCounts> {
    return this.repo.counts(viewer.mentor.id);
  }

  bookings(viewer: MentorViewer, page: PageArgs): Promise<Page<MentorBookingSummaryRow>> {
    return readPage(
      page,
      { at: 'timestamp', id: 'uuid' },
      ({ take, after }) => this.repo.bookings(viewer.mentor.id, take, after),
      (row) => ({ at: row.cursorAt, id: row.id }),
    );
  }

  mentees(viewer: MentorViewer): Promise<MenteeRow[]> {
    return this.repo.mentees(viewer.mentor.id, MENTEE_CARDS);
  }
}
