import { describe, expect, it } from 'vitest';
import { graphqlCors } from './cors';

const cors = (publicUrl: string, origin: string | null) =>
  graphqlCors({ publicUrl })(new Request(`${publicUrl}/graphql`, { headers: origin === null ? {} : { origin } }));

describe('graphqlCors', () => {
  it("answers the public URL's origin, with credentials", () => {
    expect(cors('https://eazy2con.example', 'https://eazy2con.example')).toMatchObject({
      origin: ['https://eazy2con.example'],
      credentials: true,
    });
  });

  it('answers a local address under both spellings (the dev server is PUBLIC_URL in development)', () => {
    expect(cors('http://localhost:3000', 'http://127.0.0.1:3000')).toMatchObject({ origin: ['http://127.0.0.1:3000'] });
    expect(cors('http://127.0.0.1:3000', 'http://localhost:3000')).toMatchObject({ origin: ['http://localhost:3000'] });
  });

  it.each([
    'https://evil.example',
    'null',
    'http://eazy2con.example', // another scheme
    'https://eazy2con.example:8443', // another port
    'https://eazy2con.example.evil.example',
    'https://sub.eazy2con.example',
  ])('gives no CORS answer at all to %s', (origin) => {
    expect(cors('https://eazy2con.example', origin)).toBe(false);
  });

  it('gives none to a request without an Origin (not a cross-origin request)', () => {
    expect(cors('https://eazy2con.example', null)).toBe(false);
  });
});
