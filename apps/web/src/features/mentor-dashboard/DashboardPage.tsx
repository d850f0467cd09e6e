import { Suspense, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { LoadingBlock } from '../../ui/Skeleton';
import { useAuth } from '../accounts/public';
import { CalendarClashes } from '../busy-calendars/public';
import { LinkButton } from '../../ui/LinkButton';
import { MentorCourseCard, ListCoursesQuery } from '../courses/public';
import { PagedGrid } from '../../core/PagedGrid';
import { BookingsTable } from './BookingsTable';
import { EarningsSection } from './earnings/EarningsSection';
import { NextSessions } from './NextSessions';
import { MentorBookingsQuery, MentorDashboardQuery, type MentorBookingSummary } from './queries';

const BOOKINGS_PAGE = 10;

/** /mentor-dashboard: the accepted mentor's welcome, tiles, bookings, courses and mentees, all from the server. */
export function DashboardPage() {
  usePageTitle('Mentor dashboard');
  const { data: mentor } = useAuth();
  const [{ data, error, fetching }] = useQuery({
    query: MentorDashboardQuery,
    variables: { limit: BOOKINGS_PAGE },
    // Figures change with every booking and every course the mentor adds: always asked again on arrival.
    requestPolicy: 'cache-and-network',
  });
  const dashboard = data?.mentorDashboard;

  return (
    <div className="mentor-dashboard">
      <h1>Welcome, {mentor?.firstname}</h1>
      {/* The visitor chats (spec 3 §2.2 /mentor-dashboard/chat); the shell menu keeps the spec's items. */}
      <div className="mentor-dashboard__actions">
        <LinkButton to="/mentor-dashboard/chat">Chats with visitors</LinkButton>
      </div>
      {error && <Notice type="error" title="The dashboard could not be loaded" description={apiErrorMessage(error)} />}
      {fetching && !dashboard && <LoadingBlock rows={6} />}
      {dashboard && (
        <>
          <ul className="mentor-dashboard__tiles" aria-label="Your figures">
            <Tile label="Bookings" value={String(dashboard.counts.bookings)} />
            <Tile label="Mentees" value={String(dashboard.counts.mentees)} />
            <Tile label="Courses" value={String(dashboard.counts.courses)} />
          </ul>
          {/* What the mentor is owed, summed from the ledger: replaces the stored "Account balance", which no payment moved. */}
          <EarningsSection />
          {/* Sessions booked over a new busy time of the mentor's own calendars: Move or Keep (issue 37). */}
          {mentor && (
            <Suspense fallback={null}>
              <CalendarClashes mentorId={mentor.id} />
            </Suspense>
          )}
          <NextSessions />
          <section aria-labelledby="classes-heading">
            <h2 id="classes-heading">Classes</h2>
            <MoreBookings first={dashboard.bookings} />
          </section>
          <section aria-labelledby="courses-heading">
            <h2 id="courses-heading">Your courses</h2>
            <div className="mentor-dashboard__actions">
              <LinkButton to="/mentor-dashboard/add-course" type="primary">
                Add a course
              </LinkButton>
            </div>
            {mentor && (
              <PagedGrid
                query={ListCoursesQuery}
                filter={{ mentorId: mentor.id }}
                pageSize={12}
                select={(d) => d.listCourses}
                itemKey={(course) => course.id}
                renderCard={(course) => (
                  <div className="mentor-dashboard__course">
                    <MentorCourseCard course={course} />
                    <LinkButton to={`/mentor-dashboard/edit-course/${course.id}`} aria-label={`Edit ${course.title}`}>
                      Edit
                    </LinkButton>
                  </div>
                )}
                empty="You have no courses yet."
                loadingLabel="Loading courses"
                requestPolicy="cache-and-network"
              />
            )}
          </section>
          <section aria-labelledby="mentees-heading">
            <h2 id="mentees-heading">Mentees</h2>
            {dashboard.mentees.length === 0 ? (
              <p>Nobody has booked you yet.</p>
            ) : (
              <ul className="mentor-dashboard__mentees">
                {dashboard.mentees.map((mentee) => (
                  <li key={mentee.email} className="mentor-dashboard__mentee" data-testid="mentee-card">
                    <strong>{mentee.fullName}</strong>
                    <span>{mentee.email}</span>
                    <span>{mentee.bookings === 1 ? '1 booking' : `${mentee.bookings} bookings`}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <li className="mentor-dashboard__tile" data-testid="stat-tile">
      <span className="mentor-dashboard__tile-value">{value}</span>
      <span className="mentor-dashboard__tile-label">{label}</span>
    </li>
  );
}

/** The first page of bookings came with the dashboard; 'Load more' asks the server for the next ones. */
function MoreBookings({ first }: { first: { items: MentorBookingSummary[]; nextToken: string | null } }) {
  const client = useClient();
  const [more, setMore] = useState<MentorBookingSummary[]>([]);
  const [next, setNext] = useState(first.nextToken);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const loadMore = async () => {
    setLoading(true);
    const result = await client.query(MentorBookingsQuery, { limit: BOOKINGS_PAGE, nextToken: next }).toPromise();
    setLoading(false);
    const page = result.data?.mentorDashboard?.bookings;
    if (!page) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    setMore((current) => [...current, ...page.items]);
    setNext(page.nextToken);
    setFailure(null);
  };

  const all = [...first.items, ...more];
  if (all.length === 0) return <p>No bookings yet.</p>;
  return (
    <>
      <BookingsTable bookings={all} />
      {failure && <Notice type="error" title="More bookings could not be loaded" description={failure} />}
      {next && (
        <Button onClick={() => void loadMore()} loading={loading}>
          Load more
        </Button>
      )}
    </>
  );
}
