import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  it('asks browsers to keep to HTTPS only when the site is served over HTTPS', () => {
    expect(securityHeaders('https://eazy2con.com')['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(securityHeaders('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
  });
});
