/** Longest testimonial body shown on a slide (spec 1 §4); longer bodies end with an ellipsis. */
export const TESTIMONIAL_MAX_CHARS = 400;

export function truncateText(text: string, max = TESTIMONIAL_MAX_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return `${trimmed.slice(0, max).trimEnd()}…`;
}
