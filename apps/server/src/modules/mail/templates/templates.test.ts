import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { checkMailData, mailTemplates, renderMail, type TemplateName } from './registry';

const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://eazy2con.example' });
const ctx = { site: config.site, publicUrl: config.publicUrl };

const evil = '<script>alert("x")</script>';

/** Sample data for every template; strings carry markup to prove it is escaped. */
const samples: { [K in TemplateName]: unknown } = {
  'verification-code': { code: '123456', expiresInMinutes: 10 },
  'reset-code': { code: '654321', expiresInMinutes: 10 },
  'account-exists': {},
  'register-success': { name: `Ada ${evil}` },
  'request-more-info': { name: `Ada ${evil}`, message: `Tell us about your projects ${evil}` },
  'mentor-invite': { name: `Ada ${evil}`, email: 'ada@example.com' },
  'decline-mentor-success': { name: `Ada ${evil}` },
  'book-mentor-success': {
    fullName: `Tola ${evil}`,
    email: 'tola@example.com',
    phone: '0803',
    plan: 'Personal',
    dateText: '2024-01-01 to 2024-06-30',
    courseInterest: 'Web Development',
    age: '7 - 12 years',
  },
  'book-single-mentor-success': {
    mentor: { firstname: 'Ada', lastname: evil },
    mentee: {
      fullName: 'Tola',
      email: 'tola@example.com',
      phone: '0803',
      plan: 'Team',
      startDate: '2024-01-01',
      endDate: '2024-06-30',
      courseInterest: evil,
    },
  },
  'bootcamp-success': {
    email: 'tola@example.com',
    firstName: 'Tola',
    fullName: `Tola ${evil}`,
    track: 'Frontend',
    slackLink: 'javascript:alert(1)',
    startDate: '1 March 2022',
    feeNaira: 20000,
  },
  'booking-team': {
    what: 'Weekend camp registration',
    name: evil,
    email: 'parent@example.com',
    phone: '0803',
    rows: [
      ['Children', '2'],
      ['First child', evil],
    ],
    reference: 'b1',
  },
  'book-advisory': {
    fullName: evil,
    phone: '0803',
    email: 'a@example.com',
    source: 'Facebook',
    callDate: '01-03-2024',
    callTime: '9:20 AM',
  },
  'camp-registration': {
    fullName: evil,
    parentPhone: '0803',
    noOfKids: 2,
    firstChildName: 'Kid',
    firstChildAge: '9',
    firstChildInterest: null,
    tuitionKobo: 1_800_000,
  },
  webinar: {
    name: evil,
    link: 'https://meet.example.com/abc',
    webinarId: '123',
    password: 'pw',
    platform: 'Zoom',
    calendarLink: 'data:text/html,x',
  },
  'contact-team': { fullName: evil, email: 'visitor@example.com', message: `Hello\n\n${evil}` },
  'admin-custom': { subject: `Hello ${evil}`, message: `Line one\nLine two ${evil}` },
  'course-booking-confirm': {
    name: evil,
    courseTitle: `React ${evil}`,
    mentorName: 'Ada Obi',
    link: 'https://eazy2con.example/confirm-booking/abc',
    expiresInDays: 7,
  },
  'course-booking-confirmed': { name: '', courseTitle: `React ${evil}`, mentorName: evil },
  'course-booking-team': {
    menteeName: evil,
    email: 'tola@example.com',
    phone: '0803',
    courseTitle: 'React',
    mentorName: 'Ada Obi',
    confirmedBy: 'link',
  },
  'course-rating-code': { code: '012345', courseTitle: evil, stars: 4, expiresInMinutes: 15 },
  'mentor-review-code': { code: '012345', mentorName: evil, expiresInMinutes: 15 },
  'chat-unread-mentor': { fromName: evil, path: '/mentor-dashboard/chat/0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b' },
  'chat-unread-visitor': { fromName: evil, path: '/chat/0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b' },
  'session-changed': {
    change: 'cancelled',
    recipient: 'learner',
    name: evil,
    otherName: `Ada ${evil}`,
    when: 'Tuesday 1 December, 10:00 WAT',
    minutes: 60,
    plan: 'Personal',
    path: '/my-sessions?booking=0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b&t=abc_DEF-1',
    reason: evil,
    forfeited: true,
    cancelledBy: 'MENTOR',
  },
  'progress-report': {
    parentName: evil,
    mentorName: evil,
    from: 'Tuesday 1 December',
    to: 'Monday 28 December',
    held: 3,
    entries: [{ when: 'Saturday 5 December, 10:00 WAT', outcome: 'HELD', notes: `Loops in Scratch ${evil}` }],
  },
  notice: {
    source: 'invoice-due',
    subject: 'Invoice INV-1 is due',
    heading: `Your invoice is due ${evil}`,
    text: `Hello ${evil},\n\nYour invoice is due on Tuesday 1 December.`,
    action: { label: 'Open your invoice', url: 'https://eazy2con.example/payment-invoice/x' },
  },
  'session-reminder': {
    kind: 'HOUR_BEFORE',
    name: evil,
    otherName: evil,
    when: 'Tuesday 1 December, 10:00 WAT',
    joinUrl: 'https://meet.jit.si/eazy2con-0123456789abcdef0123456789abcdef',
    path: '/my-sessions',
  },
  'session-outcome': {
    name: evil,
    mentorName: evil,
    when: 'Tuesday 1 December, 10:00 WAT',
    outcome: 'HELD',
    path: '/my-sessions',
    hours: 72,
  },
  'booking-cancelled': {
    name: evil,
    item: `Mentor booking ${evil}`,
    amountKobo: 5_000_000,
    paid: true,
    reference: 'b-1',
    refundDays: 5,
    forTeam: true,
    email: 'tola@example.com',
    phone: evil,
  },
  'invoice-issued': {
    name: evil,
    number: 'E2C-2026-000123',
    item: `Weekend camp ${evil}`,
    amountKobo: 1_800_000,
    reference: 'E2C-7KQ4-M9XD',
    dueAt: '2026-07-08T09:00:00.000Z',
    path: '/payment-invoice/0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b?t=abc_DEF-1',
  },
  'payout-failed': {
    name: evil,
    amountKobo: 2_400_000,
    reference: 'e2c-po-1',
    reason: `Account name mismatch ${evil}`,
    path: '/mentor-dashboard/payout-account',
  },
  'refund-issued': {
    name: evil,
    item: `Mentor booking ${evil}`,
    amountKobo: 1_000_000,
    full: false,
    reason: `Session not held ${evil}`,
    reference: 'r-1',
    test: true,
  },
  'payment-receipt': {
    name: evil,
    item: `Weekend camp ${evil}`,
    amountKobo: 1_800_000,
    txRef: 'e2c-1',
    paidAt: '2024-03-01T10:00:00.000Z',
    test: true,
  },
};

describe('mail templates', () => {
  it.each(Object.keys(mailTemplates) as TemplateName[])(
    '%s renders a subject, HTML and text, escaping data',
    (name) => {
      const data = checkMailData(name, samples[name]);
      const mail = renderMail(name, data, ctx);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).toContain('<!doctype html>');
      expect(mail.html).toContain(config.site.name);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toMatch(/href="(javascript|data):/);
      expect(mail.text).toContain(config.site.address);
      expect(mail.text.length).toBeGreaterThan(40);
    },
  );

  it('puts the code in the text and HTML of the code mails, never in the subject (which is logged)', () => {
    for (const name of ['verification-code', 'reset-code'] as const) {
      const sample = samples[name] as { code: string };
      const mail = renderMail(name, sample, ctx);
      for (const part of [mail.text, mail.html]) expect(part).toContain(sample.code);
      expect(mail.subject).not.toContain(sample.code);
      expect(mail.text).toContain('10 minutes');
    }
  });

  it('puts the rating code in the body only, and the booking link in a button and the text', () => {
    const rating = renderMail('course-rating-code', samples['course-rating-code'], ctx);
    for (const part of [rating.text, rating.html]) expect(part).toContain('012345');
    expect(rating.subject).not.toContain('012345');
    expect(rating.text).toContain('4-star rating');
    expect(rating.text).toContain('15 minutes');
    const booking = renderMail('course-booking-confirm', samples['course-booking-confirm'], ctx);
    expect(booking.html).toContain('href="https://eazy2con.example/confirm-booking/abc"');
    expect(booking.text).toContain('https://eazy2con.example/confirm-booking/abc');
    expect(booking.text).toContain('expires in 7 days');
  });

  it('tells a bootcamp registrant the start date, the fee and where to pay, and leaves out what is not set', () => {
    const full = renderMail('bootcamp-success', samples['bootcamp-success'], ctx);
    expect(full.text).toContain('The bootcamp starts on 1 March 2022 and runs for five weeks.');
    expect(full.text).toContain('The one-time fee is ₦20,000.');
    expect(full.text).toContain('https://eazy2con.example/bootcamp#register');
    expect(full.html).toContain('href="https://eazy2con.example/bootcamp#register"');
    const bare = renderMail(
      'bootcamp-success',
      { firstName: 'Tola', fullName: 'Tola Ade', track: 'UI/UX', slackLink: null, startDate: null },
      ctx,
    );
    expect(bare.text).toContain('We will e-mail you the start date');
    expect(bare.text).not.toContain('Slack');
    expect(bare.text).not.toContain('fee');
  });

  it("answers the team's booking note to the learner, with their details", () => {
    const note = renderMail('course-booking-team', samples['course-booking-team'], ctx);
    expect(note.replyTo).toBe('tola@example.com');
    expect(note.text).toContain('Phone: 0803');
    expect(note.text).toContain('E-mail confirmed by: the link in the confirmation mail');
  });

  it('mails the webinar link and meeting details, or says they will follow when none is configured (no made-up link)', () => {
    const details = renderMail(
      'webinar',
      {
        name: 'Tola',
        title: 'Tech careers',
        link: 'https://zoom.example/j/1',
        webinarId: '123',
        password: 'pw',
        platform: 'Zoom',
      },
      ctx,
    );
    expect(details.subject).toBe('Eazy2con webinar: Tech careers');
    expect(details.html).toContain('href="https://zoom.example/j/1"');
    for (const line of ['https://zoom.example/j/1', 'Platform: Zoom', 'Meeting ID: 123', 'Password: pw'])
      expect(details.text).toContain(line);
    const later = renderMail('webinar', { name: 'Tola' }, ctx);
    expect(later.subject).toBe('Eazy2con webinar: you are registered');
    expect(later.text).toContain('we will email them to you before the webinar starts');
    expect(later.html).not.toMatch(/href="https:\/\/(?!eazy2con\.example)/);
    expect(later.text).not.toMatch(/Meeting ID|Password/);
  });

  it('tells the advisory booker the time in WAT, and that the invite is attached', () => {
    const mail = renderMail('book-advisory', samples['book-advisory'], ctx);
    expect(mail.text).toContain('Time: 9:20 AM (WAT, GMT+1)');
    expect(mail.text).toContain('advisory-call.ics');
    expect(mail.replyTo).toBe(config.site.email);
  });

  it("gives the Pay Later booker the invoice's link and everything the bank transfer needs", () => {
    const mail = renderMail('invoice-issued', samples['invoice-issued'], ctx);
    const link = 'https://eazy2con.example/payment-invoice/0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b?t=abc_DEF-1';
    expect(mail.subject).toBe('Eazy2con: your invoice E2C-2026-000123');
    expect(mail.html).toContain(`href="${link}"`);
    for (const line of [
      `Bank: ${config.site.bank.name}`,
      `Account number: ${config.site.bank.accountNumber}`,
      `Account name: ${config.site.bank.accountName}`,
      'Amount: ₦18,000.00',
      'Reference to quote: E2C-7KQ4-M9XD',
      'Pay by: 8 July 2026',
      'Invoice number: E2C-2026-000123',
      `Open your invoice: ${link}`,
    ])
      expect(mail.text).toContain(line);
    const sample = samples['invoice-issued'] as Record<string, unknown>;
    expect(() => checkMailData('invoice-issued', { ...sample, path: 'https://evil.example/' })).toThrow(/path/);
  });

  it('links to the configured public address', () => {
    const mail = renderMail('register-success', { name: 'Ada' }, ctx);
    expect(mail.html).toContain('href="https://eazy2con.example/login"');
    expect(mail.text).toContain('https://eazy2con.example/login');
  });

  it('answers a contact message to its sender', () => {
    expect(renderMail('contact-team', samples['contact-team'], ctx).replyTo).toBe('visitor@example.com');
  });

  it('refuses data that does not fit the template when the mail is queued', () => {
    expect(() => checkMailData('verification-code', { code: 'abc' })).toThrow(/verification-code/);
    expect(() => renderMail('no-such-template', {}, ctx)).toThrow(/unknown/);
  });
});
