import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { Notice } from '../../ui/Notice';
import { SafeHtml } from '../../ui/SafeHtml';
import { MentorCourseCard } from '../courses/public';
import { MentorActions } from './MentorActions';
import { MentorLinks } from './MentorLinks';
import { DEFAULT_MENTOR_PICTURE } from './mentor-format';
import { MentorNotFound } from './MentorNotFound';
import { MentorReviews } from './MentorReviews';
import { MentorProfileQuery, type MentorProfile } from './queries';
import './mentors.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /mentors/{id} (spec 3 §2.1): the public profile with real counters, courses and reviews. */
export function MentorProfilePage() {
  const { id = '' } = useParams();
  // A malformed id is not asked for: it cannot name a mentor.
  const valid = UUID.test(id);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: MentorProfileQuery,
    variables: { id },
    pause: !valid,
  });
  // Only an ACCEPTED mentor is public; the owner of a record in review sees the not-found page here too.
  const mentor = data?.getMentor?.status === 'ACCEPTED' ? data.getMentor : null;
  usePageTitle(mentor ? `${mentor.firstname} ${mentor.lastname}` : fetching ? undefined : 'Mentor does not exist');

  if (valid && fetching && !data) {
    return (
      <div className="page mentor-profile__loading" role="status" aria-label="Loading">
        <span className="spinner spinner--large" />
      </div>
    );
  }
  if (error) return <Notice className="page" type="error" title={apiErrorMessage(error) || 'Something went wrong!'} />;
  if (!mentor) return <MentorNotFound />;
  return <Profile mentor={mentor} onChanged={() => refetch({ requestPolicy: 'network-only' })} />;
}

function Profile({ mentor, onChanged }: { mentor: MentorProfile; onChanged: () => void }) {
  const name = `${mentor.firstname} ${mentor.lastname}`;
  return (
    <article className="course-page mentor-profile">
      <header className="mentor-profile__hero">
        <img
          src={mentor.imageUrl?.url ?? DEFAULT_MENTOR_PICTURE}
          alt=""
          width={200}
          height={200}
          className="mentor-profile__photo"
        />
        <div>
          <h1>{name}</h1>
          <p className="course-page__mentor-line">{mentor.specialization}</p>
          <p>Lives in {mentor.countryName}</p>
          <dl className="mentor-profile__counters">
            <div>
              <dt>Students</dt>
              <dd data-testid="count-students">{mentor.students}</dd>
            </div>
            <div>
              <dt>Classes taken</dt>
              <dd data-testid="count-classes">{mentor.classes}</dd>
            </div>
            <div>
              <dt>Courses</dt>
              <dd data-testid="count-courses">{mentor.courseCount}</dd>
            </div>
          </dl>
          <MentorLinks mentor={mentor} />
          <MentorActions mentor={mentor} />
        </div>
      </header>
      {mentor.video && (
        <section className="course-page__section" aria-labelledby="video">
          <h2 id="video">Watch an introduction</h2>
          <video className="mentor-profile__video" src={mentor.video} controls preload="none" />
        </section>
      )}
      <section className="course-page__section" aria-labelledby="about">
        <h2 id="about">About {mentor.firstname}</h2>
        <SafeHtml html={mentor.bio} className="rich-text" />
      </section>
      {mentor.courses.items.length > 0 && (
        <section className="course-page__section" aria-labelledby="courses">
          <h2 id="courses">Courses by {mentor.firstname}</h2>
          <div className="course-grid">
            {mentor.courses.items.map((course) => (
              <div key={course.id} className="course-grid__cell">
                <MentorCourseCard course={course} />
              </div>
            ))}
          </div>
        </section>
      )}
      <MentorReviews mentor={mentor} onChanged={onChanged} />
    </article>
  );
}
