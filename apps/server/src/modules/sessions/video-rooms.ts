import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';

/** A session's meeting room as stored: the address everyone joins, without anyone's credentials. */
export interface VideoRoom {
  url: string;
}

/** Who opens the room: the mentor joins as its moderator. */
export interface RoomGuest {
  name: string;
  email: string;
  moderator: boolean;
}

/**
 * Where sessions meet (issue 22). A provider makes a room when a session is booked, may move it with the session, and
 * closes it on cancel; `joinUrl` is what one person opens (it may carry a signed token for that person only).
 */
export interface VideoRooms {
  create(session: { id: string; start: Date; end: Date }): Promise<VideoRoom>;
  move(room: VideoRoom, session: { start: Date; end: Date }): Promise<VideoRoom>;
  cancel(room: VideoRoom): Promise<void>;
  joinUrl(room: VideoRoom, guest: RoomGuest, session: { end: Date }): Promise<string>;
}

export interface JitsiSettings {
  baseUrl: string;
  appId?: string | undefined;
  appSecret?: string | undefined;
}

/** How long after the end a signed link still opens the room (a session that runs over). */
const GRACE_SECONDS = 60 * 60;

/**
 * Jitsi Meet. A room exists as soon as someone opens its name, so the name is the secret: 128 random bits, never
 * derived from the session. Moving or cancelling needs no call. With JITSI_APP_ID/JITSI_APP_SECRET the server
 * requires a token: each join link carries one signed for that person, that room and until shortly after the end.
 */
export class JitsiRooms implements VideoRooms {
  constructor(private readonly settings: JitsiSettings) {}

  create(): Promise<VideoRoom> {
    const name = `eazy2con-${randomBytes(16).toString('hex')}`;
    return Promise.resolve({ url: `${this.settings.baseUrl.replace(/\/$/, '')}/${name}` });
  }

  move(room: VideoRoom): Promise<VideoRoom> {
    return Promise.resolve(room);
  }

  cancel(): Promise<void> {
    return Promise.resolve();
  }

  async joinUrl(room: VideoRoom, guest: RoomGuest, session: { end: Date }): Promise<string> {
    const { appId, appSecret } = this.settings;
    if (!appId || !appSecret) return room.url;
    const url = new URL(room.url);
    const roomName = url.pathname.replace(/^\//, '');
    const token = await new SignJWT({
      room: roomName,
      context: { user: { name: guest.name, email: guest.email, moderator: guest.moderator } },
      moderator: guest.moderator,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(appId)
      .setAudience('jitsi')
      .setSubject(url.hostname)
      .setExpirationTime(Math.floor(session.end.getTime() / 1000) + GRACE_SECONDS)
      .sign(new TextEncoder().encode(appSecret));
    url.searchParams.set('jwt', token);
    return url.toString();
  }
}
