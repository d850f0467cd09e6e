import { getSessionCookie } from 'better-auth/cookies';
import { MentorApplicationSchema } from '@eazy2con/shared/validation/mentor-application';
import { AppError } from '../../lib/app-error';
import { readPage, type Page } from '../../lib/paging';
import { parseInput } from '../../lib/validate';
import type { MentorRow } from '../mentors/mentors.repo';
import type { MentorsService } from '../mentors/mentors.service';
import type { MentorStatus } from './accounts.repo';
import { AUTH_COOKIE_PREFIX, type Auth } from './auth';
import { NOT_ALLOWED } from './guard';
import { ownsOrAdmin, roleOf, VISITOR, type SignedInViewer, type Viewer } from './viewer';

export const ALREADY_APPLIED = 'You have already applied as a mentor with this account';
export const CONFIRM_EMAIL_FIRST = 'Please confirm your email address before applying';

export interface MentorByUserSubIdArgs {
  userSubId: string;
  sortDirection?: 'ASC' | 'DESC' | null;
  filter?: { status?: MentorStatus | null } | null;
  limit?: number | null;
  nextToken?: string | null;
}

export class AccountsService {
  constructor(
    private readonly auth: Auth,
    /** The mentors module owns the mentor records an account has. */
    private readonly mentors: Pick<MentorsService, 'findByUserSubId' | 'listByUserSubId' | 'insertIfNew'>,
  ) {}

  /** The viewer of a request, from its session cookie. Read-only: sessions are refreshed by /api/auth/get-session. */
  async viewerFor(headers: Headers): Promise<Viewer> {
    // Without a session cookie there is nobody to look up: a visitor, without a trip through Better Auth's request
    // pipeline (its context, hooks and cookie parsing cost more than many public reads themselves).
    if (!getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX })) return VISITOR;
    const session = await this.auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (!session) return VISITOR;
    const mentor = await this.mentors.findByUserSubId(session.user.id);
    return {
      role: roleOf(mentor),
      userId: session.user.id,
      email: session.user.email,
      emailVerified: session.user.emailVerified,
      mentor,
    };
  }

  /** The spec's lookup of "the current mentor": the account's own record, or any account's for an admin. */
  async mentorByUserSubId(viewer: SignedInViewer, args: MentorByUserSubIdArgs): Promise<Page<MentorRow>> {
    if (!ownsOrAdmin(viewer, args.userSubId)) throw new AppError('FORBIDDEN', NOT_ALLOWED);
    return readPage(
      args,
      { at: 'timestamp', id: 'uuid' },
      ({ take, after }) =>
        this.mentors.listByUserSubId(
          args.userSubId,
          { status: args.filter?.status ?? null },
          args.sortDirection ?? 'DESC',
          take,
          after,
        ),
      (m) => ({ at: m.cursorAt, id: m.id }),
    );
  }

  /**
   * The mentor application (spec 2 §5). The account decides who applies: userSubId and email come from the
   * session, never from the form; the record starts in review, inactive and without admin rights.
   */
  async createMentor(viewer: SignedInViewer, input: unknown): Promise<MentorRow> {
    if (!viewer.emailVerified) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_FIRST);
    if (viewer.mentor) throw new AppError('CONFLICT', ALREADY_APPLIED);
    const application = parseInput(MentorApplicationSchema, input);
    const created = await this.mentors.insertIfNew({
      ...application,
      userSubId: viewer.userId,
      email: viewer.email,
      status: 'REVIEW',
      isActive: false,
      isAdmin: false,
    });
    if (!created) throw new AppError('CONFLICT', ALREADY_APPLIED);
    return created;
  }

  /**
   * The account whose confirmed e-mail this is, or null (none, or not confirmed yet): how another module finds the
   * account of a booking's address (the contact channels' port, decision 0044). Outside a transaction.
   */
  async confirmedAccountId(email: string): Promise<string | null> {
    const found = await (await this.auth.$context).internalAdapter.findUserByEmail(email.trim().toLowerCase());
    return found?.user.emailVerified ? found.user.id : null;
  }
}
