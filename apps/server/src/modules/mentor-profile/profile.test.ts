import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_SCHEME_NOT_ALLOWED } from '@eazy2con/shared/validation/mentor-application';
import { MENTOR_PROFILE_MESSAGES as M } from '@eazy2con/shared/validation/mentor-profile';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { acceptedMentor, multipartBody, PNG, postUpload } from '../files/test-helpers';

const UPDATE = `mutation ($input: UpdateMentorInput!) {
  updateMentor(input: $input) { id firstname lastname specialization country bio github facebookUrl otherLinkUrl status isAdmin imageUrl { url key } }
}`;

let t: TestApp;
let dataDir: string;
let mentor: { cookie: string; mentorId: string };

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Chidi',
  lastname: 'Okafor',
  specialization: 'Full Stack',
  country: 'gh',
  phone: '+234 803 555 0199',
  bio: '<p>I build <em>web apps</em>.</p><script>steal()</script>',
  github: 'github.com/chidi',
  facebookUrl: '',
  ...overrides,
});

const update = (input: Record<string, unknown>, cookie = mentor.cookie) =>
  t.gql<{ updateMentor: Record<string, unknown> & { imageUrl: { url: string; key: string } | null } }>(
    UPDATE,
    { input },
    { cookie },
  );

async function uploadImage(): Promise<string> {
  const res = await postUpload(t, multipartBody({ purpose: 'profile-image', file: { name: 'me.png', content: PNG } }), {
    cookie: mentor.cookie,
  });
  return res.json<{ key: string }>().key;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mentor-profile-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  mentor = await acceptedMentor(t, 'profile.owner@example.com');
});

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('updateMentor', () => {
  it("changes the owner's profile fields only, sanitising the bio and completing links", async () => {
    const res = await update({ ...profile(), status: 'ACCEPTED' });
    // A field outside the input type (status, isAdmin) is refused by GraphQL itself.
    expect(res.errors?.[0]?.message).toMatch(/status/);
    const ok = await update(profile());
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.updateMentor).toMatchObject({
      id: mentor.mentorId,
      specialization: 'Full Stack',
      country: 'GH',
      bio: '<p>I build <em>web apps</em>.</p>',
      github: 'https://github.com/chidi',
      facebookUrl: null,
      status: 'ACCEPTED',
      isAdmin: false,
    });
  });

  it("gives the spec's messages and refuses a javascript: link", async () => {
    const res = await update(profile({ firstname: ' ', bio: '<p></p>', otherLinkUrl: 'javascript:alert(1)' }));
    expect(res.errors?.[0]?.extensions?.fields).toEqual({
      firstname: M.firstname,
      bio: M.bio,
      otherLinkUrl: URL_SCHEME_NOT_ALLOWED,
    });
  });

  it('sets an uploaded picture, keeps it when none is sent, and deletes it once replaced', async () => {
    const first = await uploadImage();
    expect((await update(profile({ imageKey: first }))).data?.updateMentor.imageUrl).toEqual({
      url: `/api/files/${first}`,
      key: first,
    });
    expect((await update(profile())).data?.updateMentor.imageUrl?.key).toBe(first);
    const second = await uploadImage();
    await update(profile({ imageKey: second }));
    expect((await t.app.http.inject({ method: 'GET', url: `/api/files/${first}` })).statusCode).toBe(404);
    expect((await t.app.http.inject({ method: 'GET', url: `/api/files/${second}` })).statusCode).toBe(200);
  });

  it('refuses a visitor and an applicant whose record is not accepted', async () => {
    expect((await update(profile(), '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const applicant = await mentorSession(t, 'profile.applicant@example.com');
    expect((await update(profile(), applicant.cookie)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
