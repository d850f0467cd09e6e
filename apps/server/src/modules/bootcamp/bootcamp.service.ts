import {
  BOOTCAMP_ALREADY_REGISTERED,
  BOOTCAMP_CLOSED_MESSAGE,
  BOOTCAMP_FULL_MESSAGE,
  bootcampTrackTitles,
  formatStartDate,
} from '@eazy2con/shared/bootcamp';
import { BOOTCAMP_FEE_NAIRA, BOOTCAMP_SLOTS, bootcampFeeKobo, bootcampSlotsLeft } from '@eazy2con/shared/bookings';
import { countryName } from '@eazy2con/shared/countries';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { BootcampSchema, UpdateBootcampSchema, type BootcampRegistration } from '@eazy2con/shared/validation/bootcamp';
import type { BootcampSettings, SiteInfo } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import { BOOKING_NOT_FOUND, newBookingAccess, requireBookingAccess } from '../../lib/booking-access';
import type { MailService } from '../mail/mail.service';
import type { BootcampRepo } from './bootcamp.repo';
import type { BootcampRow } from './bootcamp.schema';

export interface BootcampDeps {
  repo: BootcampRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  site: Pick<SiteInfo, 'email'>;
  settings: BootcampSettings;
}

/** What /bootcamp shows before anyone registers: whether it is open, and the seats left, counted in the database. */
export interface BootcampRegistrationState {
  open: boolean;
  slotsLeft: number;
  slotsTotal: number;
  feeNaira: number;
  startDate: string | null;
}

/** A registration as created: the row, and its access token, given to the browser this once. */
export interface CreatedBootcamp {
  row: BootcampRow;
  accessToken: string;
}

/**
 * The five-week bootcamp (spec 2 §2, §4, §9): ten seats per start date at a one-time fee. Registration is open only
 * while BOOTCAMP_OPEN is on; the seat check and the insert happen under one lock, so the tenth seat goes to exactly
 * one person. The registrant gets bootcamp-success, the team one booking-team note, both queued in the insert's
 * transaction: a refused registration stores nothing and mails nobody.
 */
export class BootcampService {
  constructor(private readonly deps: BootcampDeps) {}

  private get cohort(): string | null {
    return this.deps.settings.startDate;
  }

  async registrationState(): Promise<BootcampRegistrationState> {
    const taken = await this.deps.repo.countInCohort(this.cohort);
    return {
      open: this.deps.settings.open,
      slotsLeft: bootcampSlotsLeft(taken),
      slotsTotal: BOOTCAMP_SLOTS,
      feeNaira: BOOTCAMP_FEE_NAIRA,
      startDate: this.cohort,
    };
  }

  async create(input: unknown): Promise<CreatedBootcamp> {
    if (!this.deps.settings.open) throw new AppError('UNAVAILABLE', BOOTCAMP_CLOSED_MESSAGE);
    const registration = parseInput(BootcampSchema, input);
    const access = newBookingAccess();
    const cohort = this.cohort;

    const row = await this.deps.repo.transaction(async (repo, tx) => {
      await repo.lockSeats();
      if (bootcampSlotsLeft(await repo.countInCohort(cohort)) === 0) {
        throw new AppError('CONFLICT', BOOTCAMP_FULL_MESSAGE);
      }
      if (await repo.emailInCohort(registration.email, cohort)) {
        throw new AppError('CONFLICT', BOOTCAMP_ALREADY_REGISTERED, { fields: { email: BOOTCAMP_ALREADY_REGISTERED } });
      }
      const inserted = await repo.insert({
        ...registration,
        cohortStartDate: cohort,
        amountKobo: bootcampFeeKobo(),
        accessTokenHash: access.tokenHash,
      });
      await this.queueMails(tx, inserted, registration);
      return inserted;
    });
    this.deps.mail.kick();
    return { row, accessToken: access.token };
  }

  async get(id: string, token: string): Promise<BootcampRow> {
    return requireBookingAccess(isUuid(id) ? await this.deps.repo.findById(id) : undefined, token);
  }

  /** Pay Later: the only change the public side may make, and only with the registration's token. */
  async update(input: unknown): Promise<BootcampRow> {
    const { id, token, transferOption } = parseInput(UpdateBootcampSchema, input);
    if (!isUuid(id)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    const row = requireBookingAccess(await this.deps.repo.findById(id), token);
    return this.deps.repo.setTransferOption(row.id, transferOption);
  }

  private async queueMails(tx: Tx, row: BootcampRow, registration: BootcampRegistration): Promise<void> {
    const track = bootcampTrackTitles[registration.track];
    const startDate = row.cohortStartDate ? formatStartDate(row.cohortStartDate) : null;
    await this.deps.mail.enqueue(tx, {
      to: row.email,
      template: 'bootcamp-success',
      data: {
        email: row.email,
        firstName: row.fullName.split(/\s+/)[0] ?? row.fullName,
        fullName: row.fullName,
        track,
        slackLink: this.deps.settings.slackLink,
        startDate,
        feeNaira: BOOTCAMP_FEE_NAIRA,
      },
    });
    const rows: [string, string][] = [
      ['Track', track],
      ['Country', countryName(row.country)],
      ['Heard of us through', row.source],
      ['Why learn', row.whyLearnTheCourse ?? 'Not given'],
      ['Has a laptop', row.doYouHaveAlaptop],
      ['Start date', startDate ?? 'Not set'],
      ['Fee', `${formatNaira(BOOTCAMP_FEE_NAIRA)} (awaiting payment)`],
    ];
    await this.deps.mail.enqueue(tx, {
      to: this.deps.site.email,
      template: 'booking-team',
      data: {
        what: 'Bootcamp registration',
        name: row.fullName,
        email: row.email,
        phone: row.phone,
        rows,
        reference: row.id,
      },
    });
  }
}
