import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import { MENTOR_COURSE_MESSAGES as M, MentorCourseSchema } from './mentor-course';

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
    expect(parsed).toEqual({ title: 'React', description: '<p>Hooks</p>', imageKey: 'a.png', videoKey: null });
  });
});
