import { Modal } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { savePendingBooking } from './pending-booking';
import { planFromState, variantFor } from './booking-variants';
import { MentorBookingForm, type CreatedBooking } from './MentorBookingForm';

/** Spec 2 §9: the booking modal is 700 px wide. */
export const BOOK_MENTOR_MODAL_WIDTH = 700;

export interface BookMentorModalProps {
  open: boolean;
  onClose: () => void;
  mentor: {
    id: string;
    firstname: string;
    lastname: string;
    specialization: string;
    imageUrl?: { url: string } | null;
  };
  /** Kids course pages book on the kids plans. */
  audience: 'adult' | 'kids';
  /** The page's course, chosen for the learner. */
  courseTitle: string;
  /** The plan chosen when the modal opens (a mentor profile's 'Book trial Lesson' opens on Trial). */
  initialPlan?: string;
}

/**
 * 'Book {first} {last} as a mentor' (spec 2 §2, spec 3 §2.1): the booking form for the chosen plan (Personal, or
 * Family on a kids course page, or the plan in navigation state), tied to this mentor, with times chosen from the
 * mentor's calendar. On success the learner goes to /success with their name; a paid booking is also kept in this
 * browser, so /book-mentor (or /kid-book-mentor) welcomes them back to pay. Loaded only when the Book button is
 * pressed, so the course page's first load stays light.
 */
export function BookMentorModal({ open, onClose, mentor, audience, courseTitle, initialPlan }: BookMentorModalProps) {
  const variant = variantFor(audience);
  const navigate = useNavigate();
  const location = useLocation();
  const name = `${mentor.firstname} ${mentor.lastname}`;

  // A paid booking is kept as soon as it exists, so /book-mentor welcomes the learner back to pay for it.
  const keep = (booking: CreatedBooking) => {
    if (booking.amountKobo > 0 && booking.accessToken) {
      savePendingBooking(variant.pendingKind, { id: booking.id, token: booking.accessToken });
    }
  };

  const onBooked = (booking: CreatedBooking) => {
    onClose();
    void navigate('/success', { state: { fullName: booking.fullName, freeTrial: booking.amountKobo === 0 } });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={BOOK_MENTOR_MODAL_WIDTH}
      title={`Book ${name} as a mentor`}
      footer={null}
      destroyOnHidden
    >
      <div className="mentor-box book-mentor-modal" data-testid="book-mentor-modal">
        <img src={mentor.imageUrl?.url ?? '/images/default-mentor.svg'} alt="" width={64} height={64} />
        <div>
          <p className="mentor-box__name">{name}</p>
          <p className="mentor-box__meta">{mentor.specialization}</p>
        </div>
      </div>
      <MentorBookingForm
        variant={variant}
        initialPlan={initialPlan ?? planFromState(variant, location.state)}
        mentor={{ id: mentor.id, name, specialization: mentor.specialization, imageUrl: mentor.imageUrl?.url ?? null }}
        lockMentor
        presetCourse={courseTitle}
        page="kids-or-course"
        onCreated={keep}
        onBooked={onBooked}
      />
    </Modal>
  );
}
