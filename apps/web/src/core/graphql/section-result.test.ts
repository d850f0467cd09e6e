import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { sectionResult } from './section-result';

type Data = { siteStats: { mentors: number } | null; listTestimonials: { items: string[] } | null };

describe('sectionResult', () => {
  it("gives each section its field and only the errors on that field's path", () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Stats failed', path: ['siteStats'] }] });
    const data: Data = { siteStats: null, listTestimonials: { items: ['a'] } };
    const result = { data, fetching: false, error };
    const stats = sectionResult(result, 'siteStats');
    expect(stats.data).toBeUndefined();
    expect(stats.error?.graphQLErrors.map((e) => e.message)).toEqual(['Stats failed']);
    const testimonials = sectionResult(result, 'listTestimonials');
    expect(testimonials.data).toEqual({ items: ['a'] });
    expect(testimonials.error).toBeUndefined();
  });

  it('gives a network failure, or an error without a path, to every section', () => {
    const network = new CombinedError({ networkError: new Error('offline') });
    expect(
      sectionResult<Data, 'siteStats'>({ data: undefined, fetching: false, error: network }, 'siteStats').error,
    ).toBe(network);
    const general = new CombinedError({ graphQLErrors: [{ message: 'Too many requests' }] });
    expect(
      sectionResult<Data, 'listTestimonials'>({ data: null, fetching: false, error: general }, 'listTestimonials').error
        ?.message,
    ).toContain('Too many requests');
  });
});
