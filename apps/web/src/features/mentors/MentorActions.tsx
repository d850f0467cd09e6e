import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { useAuth } from '../accounts/public';
import { LinkButton } from '../../ui/LinkButton';
import type { MentorProfile } from './queries';

// The booking modal (Ant Design) loads on the first press, so a profile visit that only reads stays light.
const loadModal = () => import('../bookings/BookMentorModal');
const BookMentorModal = lazy(() => loadModal().then((m) => ({ default: m.BookMentorModal })));

/**
 * A visitor's 'Book trial Lesson' (the booking modal with the Trial plan chosen) and 'Send Message'; the signed-in
 * owner of the profile gets 'Edit Profile' instead (spec 3 §2.1).
 */
export function MentorActions({ mentor }: { mentor: MentorProfile }) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (auth.data?.id === mentor.id) {
    return (
      <div className="mentor-profile__actions">
        <LinkButton to="/edit-profile" type="primary">
          Edit Profile
        </LinkButton>
      </div>
    );
  }
  const prefetch = () => void loadModal();
  return (
    <div className="mentor-profile__actions">
      <Button
        type="primary"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Book trial Lesson
      </Button>
      <Link className="btn btn--default" to={`/chat?mentor=${encodeURIComponent(mentor.id)}`}>
        Send Message
      </Link>
      {used && (
        <Suspense fallback={null}>
          <BookMentorModal
            open={open}
            onClose={() => setOpen(false)}
            mentor={mentor}
            audience="adult"
            courseTitle={mentor.specialization}
            initialPlan="Trial"
          />
        </Suspense>
      )}
    </div>
  );
}
