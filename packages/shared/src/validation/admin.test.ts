import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AdminCourseSchema, AdminListInputSchema, SendAdminMailSchema } from './admin';

describe('admin shared schemas', () => {
  it('defaults a list to the first 10 rows, newest first, and drops empty per-column searches', () => {
    expect(AdminListInputSchema.parse({ columns: [{ column: 'email', value: ' ' }] })).toEqual({
      offset: 0,
      limit: 10,
      search: null,
      sortBy: 'createdAt',
      sortDirection: 'DESC',
      columns: [],
    });
    expect(AdminListInputSchema.safeParse({ limit: 101 }).success).toBe(false);
  });

  it("answers the Send Mail modal's message for any missing field or a message under 11 characters", () => {
    for (const input of [
      { email: '', subject: 's', message: 'long enough text' },
      { email: 'a@b.co', subject: '', message: 'long enough text' },
      { email: 'a@b.co', subject: 's', message: '0123456789' },
    ]) {
      const result = SendAdminMailSchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.mailDescription);
    }
    expect(SendAdminMailSchema.parse({ email: 'A@B.co', subject: 's', message: '01234567890' }).email).toBe('a@b.co');
  });

  it('splits comma-separated topics and checks the video URL', () => {
    const base = {
      language: 'English',
      title: 'T',
      duration: 3,
      description: 'd',
      mentorIds: ['7d9f3c1e-2b4a-4c6d-8e0f-1a2b3c4d5e6f'],
    };
    expect(AdminCourseSchema.parse({ ...base, topics: 'html, css ,, js' }).topics).toEqual(['html', 'css', 'js']);
    expect(
      AdminCourseSchema.safeParse({ ...base, topics: 'x', videoUrl: 'javascript:alert(1)' }).error?.issues[0]?.message,
    ).toBe(ADMIN_MESSAGES.videoUrl);
    expect(AdminCourseSchema.parse({ ...base, topics: 'x', videoUrl: '' }).videoUrl).toBeNull();
  });
});
