import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s compiled parsers (and their eval probe) for every zod import, loaded before or after it', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    const { config } = await import('zod/v4/core');
    expect(z.config().jitless).toBe(true);
    expect(config().jitless).toBe(true);
    // And parsing still works without them.
    expect(z.object({ email: z.email() }).safeParse({ email: 'ada@example.com' }).success).toBe(true);
  });
});
