import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

const ME = '{ me { role isAuthenticated email } }';

describe('who is asking (issue 8: no session lookup for a visitor)', () => {
  it('answers a request without a session cookie as a visitor, without asking Better Auth', async () => {
    const getSession = vi.spyOn(t.app.services.auth.api, 'getSession');
    try {
      const result = await t.gql<{ me: { role: string; isAuthenticated: boolean } }>(
        ME,
        {},
        { cookie: 'theme=dark; other=1' },
      );
      expect(result.data?.me).toEqual({ role: 'VISITOR', isAuthenticated: false, email: null });
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('still reads the session when the session cookie is there', async () => {
    const cookie = await signUpConfirmed(t, 'viewer-lookup@example.com');
    const getSession = vi.spyOn(t.app.services.auth.api, 'getSession');
    try {
      const result = await t.gql<{ me: { role: string; email: string } }>(ME, {}, { cookie });
      expect(result.data?.me).toMatchObject({
        role: 'USER',
        isAuthenticated: true,
        email: 'viewer-lookup@example.com',
      });
      expect(getSession).toHaveBeenCalledTimes(1);
    } finally {
      getSession.mockRestore();
    }
  });

  it('reads a public mentor page without looking up the session', async () => {
    const mentors = await t.gql<{ listCourses: { items: { mentor: { id: string } | null }[] } }>(
      '{ listCourses(limit: 1) { items { mentor { id } } } }',
    );
    const id = mentors.data?.listCourses.items[0]?.mentor?.id;
    expect(id).toBeTruthy();
    const getSession = vi.spyOn(t.app.services.auth.api, 'getSession');
    try {
      const result = await t.gql<{ getMentor: { id: string } | null }>(
        'query ($id: ID!) { getMentor(id: $id) { id } }',
        { id },
        { cookie: 'eazy2con.session_token=not-a-real-session' },
      );
      expect(result.data?.getMentor?.id).toBe(id);
      // A cookie is there, but the mentor is public: nobody needed to be looked up.
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });
});
