import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '../phone';
import {
  ContactChannelsSchema,
  QUIET_HOURS_SAME,
  QUIET_HOURS_TOO_LONG,
  QUIET_TIME_INVALID,
  TEXTS_NEED_PHONE,
  minutesOfDay,
  quietMinutes,
  timeOfDay,
} from './contact-channels';
import { fieldErrors } from './issues';

const base = { phone: '0807 555 0001', whatsapp: true, sms: false, quietHours: { from: '22:30', to: '06:00' } };
const errorsOf = (input: Record<string, unknown>) => {
  const result = ContactChannelsSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('ContactChannelsSchema (decision 0044)', () => {
  it('reads the phone as E.164 digits and the quiet hours as minutes after midnight', () => {
    expect(ContactChannelsSchema.parse(base)).toEqual({
      phone: '2348075550001',
      whatsapp: true,
      sms: false,
      quietHours: { from: 22 * 60 + 30, to: 6 * 60 },
    });
  });

  it('takes an empty or missing phone as none, which only both channels off allow', () => {
    expect(ContactChannelsSchema.parse({ ...base, phone: '  ', whatsapp: false }).phone).toBeNull();
    expect(ContactChannelsSchema.parse({ ...base, phone: null, whatsapp: false }).phone).toBeNull();
    expect(errorsOf({ ...base, phone: '' })).toEqual({ phone: TEXTS_NEED_PHONE });
    expect(errorsOf({ ...base, phone: '0123' })).toEqual({ phone: PHONE_MESSAGE });
  });

  it.each([
    [{ from: '22:00', to: '22:00' }, QUIET_HOURS_SAME],
    // 18:00 to 09:00 is 15 hours, over midnight.
    [{ from: '18:00', to: '09:00' }, QUIET_HOURS_TOO_LONG],
    [{ from: '22:05', to: '06:00' }, QUIET_TIME_INVALID],
    [{ from: '7:00', to: '09:00' }, QUIET_TIME_INVALID],
    [{ from: '22:00' }, QUIET_TIME_INVALID],
  ])('refuses quiet hours %o', (quietHours, message) => {
    expect(errorsOf({ ...base, quietHours })).toEqual({ quietHours: message });
  });

  it('allows 14 hours, over midnight or within the day', () => {
    expect(errorsOf({ ...base, quietHours: { from: '19:00', to: '09:00' } })).toEqual({});
    expect(errorsOf({ ...base, quietHours: { from: '06:00', to: '20:00' } })).toEqual({});
  });

  it('converts times both ways', () => {
    expect(minutesOfDay('07:45')).toBe(465);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(timeOfDay(465)).toBe('07:45');
    expect(quietMinutes(21 * 60, 7 * 60)).toBe(600);
  });
});
