import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import type { CatalogueMentor } from './queries';
import './book-mentor.css';

// The dialog (Ant Design's modal and its style engine) is fetched when the button is first pointed at, focused or
// pressed: a first visit to a course page does not download it.
const loadModal = () => import('../bookings/BookMentorModal');
const BookMentorModal = lazy(() => loadModal().then((m) => ({ default: m.BookMentorModal })));

/**
 * The Book button of a featured course page (adult and kid). The modal 'Book {first} {last} as a mentor' and its
 * booking form (spec 2 §2, spec 3 §2.1) load on the first press, so a visit that only reads the page does not
 * download the form.
 */
export function BookMentorButton({
  mentor,
  audience,
  courseTitle,
}: {
  mentor: CatalogueMentor;
  audience: 'adult' | 'kids';
  courseTitle: string;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadModal();
  return (
    <>
      <Button
        type="primary"
        size="large"
        className="book-mentor-button"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        Book
      </Button>
      {used && (
        <Suspense fallback={null}>
          <BookMentorModal
            open={open}
            onClose={() => setOpen(false)}
            mentor={mentor}
            audience={audience}
            courseTitle={courseTitle}
          />
        </Suspense>
      )}
    </>
  );
}
