import { describe, expect, it } from 'vitest';
import { bioPreview, cardName, ratingText } from './mentor-format';

describe('directory card text', () => {
  it('cuts the name at 18 characters', () => {
    expect(cardName('Ada', 'Obi')).toBe('Ada Obi');
    expect(cardName('Oluwaseun', 'Adebayo-Williams')).toBe('Oluwaseun Adebayo-…');
  });

  it('previews the first 125 characters of the bio as plain text', () => {
    expect(bioPreview('<p>Hello <strong>world</strong> &amp; more</p>')).toBe('Hello world & more');
    const long = `<p>${'a'.repeat(200)}</p>`;
    expect(bioPreview(long)).toBe(`${'a'.repeat(125)}…`);
  });

  it("shows the real average with its count, or 'No reviews yet'", () => {
    expect(ratingText(null, 0)).toBe('No reviews yet');
    expect(ratingText(4.5, 2)).toBe('4.5 (2 reviews)');
    expect(ratingText(5, 1)).toBe('5.0 (1 review)');
  });
});
