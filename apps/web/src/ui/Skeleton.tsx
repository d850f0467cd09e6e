import './ui.css';

interface SkeletonProps {
  /** Lines of text after the title line (Ant Design's `paragraph.rows`; 3 by default). */
  rows?: number;
  avatar?: boolean;
  /** A 16:9 picture above the text (a card's image). */
  image?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Grey shapes where content is loading (Ant Design's `Skeleton active`), drawn with CSS alone. */
export function Skeleton({ rows = 3, avatar = false, image = false, className, 'data-testid': testId }: SkeletonProps) {
  return (
    <div className={`skeleton${className ? ` ${className}` : ''}`} aria-hidden data-testid={testId}>
      {avatar && <span className="skeleton__avatar" />}
      <div className="skeleton__body">
        {image && <div className="skeleton__image" />}
        <p className="skeleton__title" />
        {Array.from({ length: rows }, (_, index) => (
          <p key={index} className="skeleton__line" />
        ))}
      </div>
    </div>
  );
}

/**
 * A page or section still loading: the skeleton, and "Loading" for screen readers (the shapes are hidden from
 * them).
 */
export function LoadingBlock({ rows, className }: { rows?: number; className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={className}>
      <Skeleton rows={rows} />
    </div>
  );
}
