import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog-posts';
import { adultCourses, kidCourses } from './catalogue-courses';
import { demoMentors } from './mentors';
import { moreDemoMentors } from './mentors-more';
import { testimonials } from './testimonials';

const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));

/** Every `image` the demo content names, however deep (a mentor's courses have pictures of their own). */
function picturesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) picturesIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'image' && typeof item === 'string') found.add(item);
      else picturesIn(item, found);
    }
  }
  return found;
}

const pictures = [...picturesIn([demoMentors, moreDemoMentors, adultCourses, kidCourses, blogPosts, testimonials])];

describe('the demo content’s pictures', () => {
  it('are all found', () => {
    expect(pictures.length).toBeGreaterThan(30);
  });

  it.each(pictures)('%s is a WebP file drawn from the SVG beside it (decision 0052)', (picture) => {
    expect(picture).toMatch(/^\/images\/(courses|mentors|testimonials|blog)\/[a-z0-9-]+\.webp$/);
    const file = `${publicDir}${picture}`;
    const bytes = readFileSync(file);
    // RIFF....WEBP: a WebP container, not another format under the name.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(existsSync(file.replace(/\.webp$/, '.svg'))).toBe(true);
  });
});
