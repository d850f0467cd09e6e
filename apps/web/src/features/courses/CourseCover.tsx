import { PlayCircleFilled } from '@ant-design/icons';

/** A card's cover image with the play button that opens the course dialog. */
export function CourseCover({ image, title, onOpen }: { image: string; title: string; onOpen: () => void }) {
  return (
    <div className="course-cover">
      <img src={image} alt="" width={400} height={225} loading="lazy" />
      <button type="button" className="course-cover__play" onClick={onOpen} aria-label={`Open ${title}`}>
        <PlayCircleFilled aria-hidden />
      </button>
    </div>
  );
}
