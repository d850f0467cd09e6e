import { CARD_BIO_MAX, CARD_NAME_MAX } from '@eazy2con/shared/mentor-limits';

export const DEFAULT_MENTOR_PICTURE = '/images/default-mentor.svg';

/** The card's name: cut at 18 characters (spec 3 §2.1), with an ellipsis so the cut shows. */
export function cardName(firstname: string, lastname: string): string {
  const name = `${firstname} ${lastname}`.trim();
  return name.length > CARD_NAME_MAX ? `${name.slice(0, CARD_NAME_MAX)}…` : name;
}

/**
 * The first 125 characters of the bio as plain text. The bio is HTML: tags are dropped as text, never parsed as
 * markup (the preview is set as text, so nothing in it can run).
 */
export function bioPreview(html: string): string {
  const text = html
    // Blocks and line breaks part words; inline tags (<b>React</b>.) do not.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > CARD_BIO_MAX ? `${text.slice(0, CARD_BIO_MAX)}…` : text;
}

/** '4.5 (12 reviews)' or 'No reviews yet'. */
export function ratingText(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'No reviews yet';
  return `${rating.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})`;
}
