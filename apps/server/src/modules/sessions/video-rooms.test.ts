import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { JitsiRooms } from './video-rooms';

const session = { id: 's1', start: new Date('2027-01-04T09:00:00Z'), end: new Date('2027-01-04T10:00:00Z') };
const guest = { name: 'Ada Obi', email: 'ada@example.com', moderator: false };

describe('JitsiRooms', () => {
  it('makes an unguessable room on the configured host, the same room after a move', async () => {
    const rooms = new JitsiRooms({ baseUrl: 'https://meet.example.org/' });
    const one = await rooms.create();
    const two = await rooms.create();
    expect(one.url).toMatch(/^https:\/\/meet\.example\.org\/eazy2con-[0-9a-f]{32}$/);
    expect(two.url).not.toBe(one.url);
    expect(await rooms.move(one)).toEqual(one);
    expect(await rooms.joinUrl(one, guest, session)).toBe(one.url);
  });

  it('signs each join link for its person, its room and until an hour after the end when an app secret is set', async () => {
    const secret = 'a-long-jitsi-app-secret-for-tests';
    const rooms = new JitsiRooms({ baseUrl: 'https://meet.example.org', appId: 'eazy2con', appSecret: secret });
    const room = await rooms.create();
    const link = new URL(await rooms.joinUrl(room, { ...guest, moderator: true }, session));
    expect(`${link.origin}${link.pathname}`).toBe(room.url);
    const { payload } = await jwtVerify(link.searchParams.get('jwt') ?? '', new TextEncoder().encode(secret), {
      issuer: 'eazy2con',
      audience: 'jitsi',
      currentDate: session.start,
    });
    expect(payload).toMatchObject({
      sub: 'meet.example.org',
      room: room.url.split('/').at(-1),
      moderator: true,
      context: { user: { name: 'Ada Obi', email: 'ada@example.com', moderator: true } },
      exp: session.end.getTime() / 1000 + 3600,
    });
    await expect(
      jwtVerify(link.searchParams.get('jwt') ?? '', new TextEncoder().encode('another-secret-entirely-123')),
    ).rejects.toThrow();
  });
});
