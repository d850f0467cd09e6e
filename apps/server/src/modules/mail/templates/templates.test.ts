import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { checkMailData, mailTemplates, renderMail, type TemplateName } from './registry';
import { samples } from './templates.samples';

const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://eazy2con.example' });
const ctx = { site: config.site, publicUrl: config.publicUrl };

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

  it("shows the invoice's own transfer account instead of the company's when one was opened", () => {
    const transfer = {
      bankName: 'Wema Bank',
      accountNumber: '7824822527',
      amountKobo: 1_800_000,
      expiresAt: '2026-07-02T10:30:00.000Z',
      sandbox: false,
    };
    const mail = renderMail(
      'invoice-issued',
      { ...(samples['invoice-issued'] as Record<string, unknown>), transfer },
      ctx,
    );
    for (const line of [
      'Bank: Wema Bank',
      'Account number: 7824822527',
      'Amount to send, exactly: ₦18,000.00',
      'Account open until: 2 July 2026 at 11:30 (Lagos time)',
      'Invoice number: E2C-2026-000123',
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain(config.site.bank.accountNumber);
    expect(mail.text).not.toContain('Reference to quote');
    expect(mail.html).toContain('7824822527');
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
