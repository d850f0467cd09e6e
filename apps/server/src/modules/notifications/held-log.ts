import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { DeliveryRow } from './notifications.repo';

/** Says that a message was held (its channel's keys are unset), and where to read it outside production. */
export function logHeld(row: DeliveryRow, { config, log }: { config: Config; log: FastifyBaseLogger }): void {
  const fields = { notificationId: row.id, channel: row.channel, template: row.template };
  if (config.isProduction) {
    // Production logs may be shipped elsewhere: the number and the text stay in the outbox.
    log.warn(fields, `${row.channel} message held: the channel's keys are not set, so it is not delivered`);
  } else {
    log.info(
      { ...fields, to: row.recipient, text: row.text },
      `${row.channel} message held (channel off); read it at ${config.publicUrl}/dev/notifications`,
    );
  }
}
