import { z } from 'zod';
import { notificationChannels, type NotificationChannel } from '../sessions';

export const CHANNELS_INVALID = 'Choose e-mail, WhatsApp or SMS';

/**
 * Where a booker wants to be told besides e-mail (issue 24): `channels` on every public booking input. Left out or
 * empty means e-mail only; e-mail is always added, because receipts and invoices go there whatever else was chosen.
 * WhatsApp and SMS go to the phone number on the same form, which the server checks can receive them.
 */
export const ChannelsSchema = z
  .array(z.enum(notificationChannels, { error: CHANNELS_INVALID }), { error: CHANNELS_INVALID })
  .max(notificationChannels.length, CHANNELS_INVALID)
  .nullish()
  .transform((chosen) => [...new Set<NotificationChannel>(['EMAIL', ...(chosen ?? [])])]);

/** The channels besides e-mail (the ones that need a phone number). */
export const textChannelsOf = (channels: readonly NotificationChannel[]) =>
  channels.filter((c): c is Exclude<NotificationChannel, 'EMAIL'> => c !== 'EMAIL');
