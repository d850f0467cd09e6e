import { Modal } from 'antd';
import { BOOTCAMP_WEEKS } from '@eazy2con/shared/bootcamp';
import { curricula } from './curricula';
import { SESSION_TIMES_NOTE } from './curriculum-week';
import type { BootcampTrack } from './tracks';

/**
 * A track's 'What to Expect' (spec 2 §2): one table per week, a row per session with its time, topics and
 * objectives. Loaded only when a visitor opens it, with the curricula it shows.
 */
export default function TrackCurriculumModal({ track, onClose }: { track: BootcampTrack | null; onClose: () => void }) {
  const weeks = track ? curricula[track.id] : [];
  return (
    <Modal
      open={track !== null}
      title={track ? `What to Expect: ${track.title}` : undefined}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <p className="curriculum__note">
        {BOOTCAMP_WEEKS} weeks: a live class every Tuesday evening and a hands-on lab with your mentor every Saturday.{' '}
        {SESSION_TIMES_NOTE}
      </p>
      {weeks.map((week, index) => {
        const headingId = `curriculum-${track?.id ?? ''}-week-${index + 1}`;
        return (
          <section key={week.theme} className="curriculum__week" aria-labelledby={headingId}>
            <h3 id={headingId}>
              Week {index + 1}: {week.theme}
            </h3>
            <div className="curriculum__scroll">
              <table className="curriculum__table">
                <thead>
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Topics</th>
                    <th scope="col">Objectives</th>
                  </tr>
                </thead>
                <tbody>
                  {week.sessions.map((session) => (
                    <tr key={session.time}>
                      <th scope="row">{session.time}</th>
                      <td>
                        <ul>
                          {session.topics.map((topic) => (
                            <li key={topic}>{topic}</li>
                          ))}
                        </ul>
                      </td>
                      <td>
                        <ul>
                          {session.objectives.map((objective) => (
                            <li key={objective}>{objective}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </Modal>
  );
}
