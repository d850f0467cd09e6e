import { describe, expect, it } from 'vitest';
import { INVALID_URL, MentorApplicationSchema, URL_SCHEME_NOT_ALLOWED } from './mentor-application';

const valid = {
  firstname: 'Ada',
  lastname: 'Obi',
  phone: '08031234567',
  projects: 'https://a.example',
  country: 'NG',
  specialization: 'DevOps',
  github: 'github.com/ada',
  yrsOfexperience: '10+yrs',
};

const github = (value: string) => {
  const result = MentorApplicationSchema.safeParse({ ...valid, github: value });
  return result.success ? { stored: result.data.github } : { error: result.error.issues[0]?.message };
};

describe('mentor application: the GitHub link', () => {
  it.each([
    ['github.com/ada', 'https://github.com/ada'],
    ['https://github.com/ada', 'https://github.com/ada'],
    ['HTTP://github.com/ada', 'HTTP://github.com/ada'],
    ['www.github.com/ada?tab=repositories', 'https://www.github.com/ada?tab=repositories'],
    ['github.com:443/ada', 'https://github.com:443/ada'],
  ])('keeps http(s) addresses and completes a bare host: %s', (value, stored) => {
    expect(github(value)).toEqual({ stored });
  });

  it.each([
    'ftp://x.y',
    'FTP://github.com/ada',
    'javascript:alert(1)',
    'mailto:ada@example.com',
    'file:///etc/passwd',
    'data:text/html,x',
  ])('refuses another scheme instead of prefixing it: %s', (value) => {
    expect(github(value)).toEqual({ error: URL_SCHEME_NOT_ALLOWED });
  });

  it.each(['not a link', 'https://', 'localhost', 'https://ftp://x.y'])(
    'refuses what is not a web address: %s',
    (value) => {
      expect(github(value)).toEqual({ error: INVALID_URL });
    },
  );
});
