import { describe, expect, it } from 'vitest';
import {
  courseScope,
  formatDuration,
  formatTopicCount,
  inlineError,
  progressLabel,
  ratingSummary,
  studentCountLabel,
} from './course-format';
import { moduleSearchTerm, paidSearchTerm } from './search-rules';

describe('course card rules', () => {
  it("says 'Task completed' at exactly 100 % and 'Task in progress' otherwise", () => {
    expect(progressLabel(100)).toBe('Task completed');
    expect(progressLabel(99)).toBe('Task in progress');
    expect(progressLabel(0)).toBe('Task in progress');
  });

  it('shows the student count in brackets, or (-) when there is none', () => {
    expect(studentCountLabel(12)).toBe('(12)');
    expect(studentCountLabel(0)).toBe('(-)');
  });

  it('summarises ratings', () => {
    expect(ratingSummary(null, 0)).toBe('No ratings yet');
    expect(ratingSummary(4.5, 2)).toBe('4.5 average from 2 ratings');
    expect(ratingSummary(5, 1)).toBe('5.0 average from 1 rating');
  });

  it('formats durations, topic counts and inline errors', () => {
    expect(formatDuration(1)).toBe('1 hour');
    expect(formatDuration(40)).toBe('40 hours');
    expect(formatTopicCount(1)).toBe('1 topic');
    expect(formatTopicCount(6)).toBe('6 topics');
    expect(inlineError('Email is required')).toBe('**Email is required**');
  });
});

describe('what a course covers (issue 20 §9)', () => {
  it("leaves out what the mentor has not set, instead of '0 topics · 0 hours'", () => {
    expect(courseScope(5, 12)).toBe('5 topics · 12 hours');
    expect(courseScope(1, 0)).toBe('1 topic');
    expect(courseScope(0, 1)).toBe('1 hour');
    expect(courseScope(0, 0)).toBeNull();
  });
});

describe('search rules', () => {
  it('All Modules filters only from 3 characters', () => {
    expect(moduleSearchTerm('')).toBeNull();
    expect(moduleSearchTerm('re')).toBeNull();
    expect(moduleSearchTerm('  re ')).toBeNull();
    expect(moduleSearchTerm(' rea ')).toBe('rea');
  });

  it('Paid Courses filters on any non-empty term; empty shows all', () => {
    expect(paidSearchTerm('   ')).toBeNull();
    expect(paidSearchTerm('j')).toBe('j');
  });
});
