import { describe, expect, it } from 'vitest';
import { defaultWorkerOptions, MAX_SEND_MS } from './mail.worker';

describe('mail worker defaults', () => {
  it('finishes a whole claimed batch, even with every send at its timeout, before the lease ends', () => {
    // Otherwise another instance may claim the batch's last mails while they are being sent, and send them again.
    expect(defaultWorkerOptions.batchSize * MAX_SEND_MS).toBeLessThan(defaultWorkerOptions.leaseMs);
  });
});
