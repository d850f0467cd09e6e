import { desc, eq, inArray } from 'drizzle-orm';
import { bootcampTrackTitles } from '@eazy2con/shared/bootcamp';
import type { DbOrTx } from '../../db/client';
import type { AccountBooking, AccountBookingsReads } from '../accounts/account-bookings';
import { bookAdvisory } from '../advisory/advisory.schema';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { campRegistrationChildren, campRegistrations } from '../camp/camp.schema';
import { childProfiles } from '../families/families.schema';
import { mentors } from '../mentors/mentors.schema';
import { webinarAttendees } from '../webinar/webinar.schema';

const person = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/**
 * A person's bookings of every kind, found by their confirmed e-mail (issue 35: the account page's "Your bookings").
 * One indexed read per kind (each table has an (email, time) index), newest first, merged here; at most `limit` of
 * each kind. A read model (decision 0037): it reads the kinds' tables and writes nothing.
 */
export class AccountBookingsRepo implements AccountBookingsReads {
  constructor(private readonly db: DbOrTx) {}

  async byEmail(email: string, limit: number): Promise<AccountBooking[]> {
    const [plans, camps, bootcamps, calls, webinars] = await Promise.all([
      this.plans(email, limit),
      this.camps(email, limit),
      this.bootcamps(email, limit),
      this.calls(email, limit),
      this.webinars(email, limit),
    ]);
    return [...plans, ...camps, ...bootcamps, ...calls, ...webinars].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    );
  }

  private async plans(email: string, limit: number): Promise<AccountBooking[]> {
    const rows = await this.db
      .select({
        booking: mentorBookings,
        mentorFirst: mentors.firstname,
        mentorLast: mentors.lastname,
        child: childProfiles.firstName,
      })
      .from(mentorBookings)
      .leftJoin(mentors, eq(mentors.id, mentorBookings.mentorId))
      .leftJoin(childProfiles, eq(childProfiles.id, mentorBookings.childId))
      .where(eq(mentorBookings.email, email))
      .orderBy(desc(mentorBookings.createdAt))
      .limit(limit);
    return rows.map(({ booking: b, mentorFirst, mentorLast, child }) => {
      const mentor = person(mentorFirst, mentorLast);
      const who = [mentor && `with ${mentor}`, child && `for ${child}`].filter(Boolean).join(', ');
      return {
        kind: b.audience === 'kids' ? 'KIDS' : 'MENTOR',
        id: b.id,
        title: `${b.type} plan · ${b.course}`,
        detail: who || null,
        status: b.paymentStatus,
        cancelled: b.cancelledAt !== null,
        amountKobo: b.amountKobo,
        createdAt: b.createdAt,
        at: null,
      };
    });
  }

  private async camps(email: string, limit: number): Promise<AccountBooking[]> {
    const rows = await this.db
      .select()
      .from(campRegistrations)
      .where(eq(campRegistrations.parentEmail, email))
      .orderBy(desc(campRegistrations.createdAt))
      .limit(limit);
    const named = rows.length
      ? await this.db
          .select({ registrationId: campRegistrationChildren.registrationId, firstName: childProfiles.firstName })
          .from(campRegistrationChildren)
          .innerJoin(childProfiles, eq(childProfiles.id, campRegistrationChildren.childId))
          .where(
            inArray(
              campRegistrationChildren.registrationId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return rows.map((r) => {
      const children = named.filter((n) => n.registrationId === r.id).map((n) => n.firstName);
      return {
        kind: 'CAMP',
        id: r.id,
        title: `Weekend camp · ${r.noOfKids} ${r.noOfKids === 1 ? 'child' : 'children'}`,
        detail: children.length ? `for ${children.join(' and ')}` : null,
        status: r.paymentStatus,
        cancelled: r.cancelledAt !== null,
        amountKobo: r.amountKobo,
        createdAt: r.createdAt,
        at: null,
      };
    });
  }

  private async bootcamps(email: string, limit: number): Promise<AccountBooking[]> {
    const rows = await this.db
      .select()
      .from(bootcampRegistrations)
      .where(eq(bootcampRegistrations.email, email))
      .orderBy(desc(bootcampRegistrations.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      kind: 'BOOTCAMP',
      id: r.id,
      title: `Bootcamp · ${bootcampTrackTitles[r.track]}`,
      detail: r.cohortStartDate ? `cohort starting ${r.cohortStartDate}` : null,
      status: r.paymentStatus,
      cancelled: r.cancelledAt !== null,
      amountKobo: r.amountKobo,
      createdAt: r.createdAt,
      at: null,
    }));
  }

  private async calls(email: string, limit: number): Promise<AccountBooking[]> {
    const rows = await this.db
      .select()
      .from(bookAdvisory)
      .where(eq(bookAdvisory.email, email))
      .orderBy(desc(bookAdvisory.callAt))
      .limit(limit);
    return rows.map((r) => ({
      kind: 'ADVISORY',
      id: r.id,
      title: 'Advisory call',
      detail: `${r.callDate}, ${r.callTime}`,
      status: 'BOOKED',
      cancelled: false,
      amountKobo: null,
      createdAt: r.createdAt,
      at: r.callAt,
    }));
  }

  private async webinars(email: string, limit: number): Promise<AccountBooking[]> {
    const rows = await this.db
      .select()
      .from(webinarAttendees)
      .where(eq(webinarAttendees.email, email))
      .orderBy(desc(webinarAttendees.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      kind: 'WEBINAR',
      id: r.id,
      title: 'Free webinar',
      detail: null,
      status: 'BOOKED',
      cancelled: false,
      amountKobo: null,
      createdAt: r.createdAt,
      at: null,
    }));
  }
}
