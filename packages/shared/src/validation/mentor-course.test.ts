import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import { MAX_COURSE_TOPICS, MENTOR_COURSE_MESSAGES as M, MentorCourseSchema } from './mentor-course';

const errorsOf = (input: unknown) => {
  const result = MentorCourseSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('MentorCourseSchema', () => {
  it("gives the spec's message for each missing field", () => {
    expect(errorsOf({})).toEqual({ title: M.title, description: M.description, imageKey: M.image });
  });

  it('trims the title, refuses one of spaces, and a description of empty markup', () => {
    expect(errorsOf({ title: '   ', description: '<p><br></p>', imageKey: 'k.png' })).toEqual({
      title: M.title,
      description: M.description,
    });
  });

  it('keeps an intro video key only when one was given', () => {
    const parsed = MentorCourseSchema.parse({
      title: ' React ',
      description: '<p>Hooks</p>',
      imageKey: 'a.png',
      videoKey: '',
    });
    expect(parsed).toEqual({
      title: 'React',
      description: '<p>Hooks</p>',
      imageKey: 'a.png',
      videoKey: null,
      topics: [],
      durationHours: 0,
    });
  });
});

describe('MentorCourseSchema topics and duration', () => {
  const base = { title: 'React', description: '<p>Hooks</p>', imageKey: 'a.png' };
  const parse = (extra: Record<string, unknown>) => MentorCourseSchema.parse({ ...base, ...extra });

  it("reads the form's lines and an API list alike: trimmed, blanks dropped, repeats (any case) removed", () => {
    const expected = ['Hooks', 'State', 'Effects'];
    expect(parse({ topics: ' Hooks \r\n\nState\n hooks\nEffects\n  ' }).topics).toEqual(expected);
    expect(parse({ topics: ['Hooks', '  ', 'State', 'HOOKS', ' Effects'] }).topics).toEqual(expected);
    expect(parse({ topics: null }).topics).toEqual([]);
  });

  it('refuses more than 40 distinct topics, or one longer than 120 characters', () => {
    const many = Array.from({ length: MAX_COURSE_TOPICS + 1 }, (_, i) => `Topic ${i}`);
    expect(errorsOf({ ...base, topics: many })).toEqual({ topics: M.topicsCount });
    // 41 lines of which two repeat are 39 topics: allowed.
    expect(parse({ topics: [...many.slice(0, 39), 'topic 0', 'TOPIC 1'] }).topics).toHaveLength(39);
    expect(errorsOf({ ...base, topics: ['Fine', 'x'.repeat(121)] })).toEqual({ topics: M.topicLength });
    expect(parse({ topics: ['x'.repeat(120)] }).topics).toEqual(['x'.repeat(120)]);
    expect(errorsOf({ ...base, topics: [3] })).toEqual({ topics: M.topics });
  });

  it('takes whole hours from 0 to 500 as text or a number; empty is 0, not set', () => {
    expect(parse({ durationHours: ' 12 ' }).durationHours).toBe(12);
    expect(parse({ durationHours: 500 }).durationHours).toBe(500);
    expect(parse({ durationHours: '' }).durationHours).toBe(0);
    expect(parse({ durationHours: null }).durationHours).toBe(0);
    for (const bad of ['1.5', '-1', '501', 'ten', 1.5, -1, 501, Number.NaN]) {
      expect(errorsOf({ ...base, durationHours: bad })).toEqual({ durationHours: M.durationHours });
    }
  });
});
