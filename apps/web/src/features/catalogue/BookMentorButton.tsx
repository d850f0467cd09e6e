import { useState } from 'react';
import { Button, Modal } from 'antd';
import { LinkButton } from '../content/LinkButton';
import { SafeHtml } from '../common/SafeHtml';
import type { CatalogueMentor } from './queries';
import './book-mentor.css';

/** Spec 2 §9: the booking modal is 700 px wide. */
const MODAL_WIDTH = 700;

/**
 * The Book button of a featured course page (adult and kid) and its modal 'Book {first} {last} as a mentor'
 * (spec 2 §2, spec 3 §2.1). The booking form itself belongs to the bookings work: for now the modal introduces
 * the mentor and continues to /book-mentor with the Personal plan and this mentor in navigation state.
 */
export function BookMentorButton({ mentor }: { mentor: CatalogueMentor }) {
  const [open, setOpen] = useState(false);
  const name = `${mentor.firstname} ${mentor.lastname}`;
  return (
    <>
      <Button type="primary" size="large" onClick={() => setOpen(true)} className="book-mentor-button">
        Book
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        width={MODAL_WIDTH}
        title={`Book ${name} as a mentor`}
        footer={
          <div className="book-mentor-modal__footer">
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <LinkButton type="primary" to="/book-mentor" state={{ type: 'Personal', mentorId: mentor.id }}>
              Continue to booking
            </LinkButton>
          </div>
        }
      >
        <div className="mentor-box book-mentor-modal" data-testid="book-mentor-modal">
          <img src={mentor.imageUrl?.url ?? '/images/default-mentor.svg'} alt="" width={96} height={96} />
          <div>
            <p className="mentor-box__name">{name}</p>
            <p className="mentor-box__meta">
              {mentor.specialization} · {mentor.countryName}
            </p>
            <SafeHtml html={mentor.bio} className="rich-text book-mentor-modal__bio" />
            <p>On the next page you choose your plan and dates; the Personal plan is selected for you.</p>
          </div>
        </div>
      </Modal>
    </>
  );
}
