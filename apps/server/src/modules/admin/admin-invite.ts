import { ADMIN_MESSAGES, InviteMentorSchema } from '@eazy2con/shared/validation/admin';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { applyDecision } from '../mentors/mentor-status';
import type { MentorRow } from '../mentors/mentors.repo';
import { recordAudit, type Actor } from './admin-audit';
import type { AdminServiceDeps } from './admin-deps';

/**
 * /add-mentors: an account (confirmed e-mail, no usable password) and an ACCEPTED, active mentor record; the
 * invitee chooses a password through the reset-code flow the invite mail links to. An account that exists is
 * reused, unless it already has a mentor record.
 */
export async function inviteMentor(
  deps: Pick<AdminServiceDeps, 'accounts' | 'repo' | 'mentors' | 'mail'>,
  actor: Actor,
  input: unknown,
): Promise<MentorRow> {
  const invite = parseInput(InviteMentorSchema, input);
  const row = await deps.repo.transaction(async (repo, tx) => {
    // The account is written in this transaction too: a mentor record that cannot be written leaves no account.
    const userId = await deps.accounts.ensureInvitedAccount(invite.email, `${invite.firstname} ${invite.lastname}`, tx);
    if (await deps.mentors.findByUserSubId(userId, tx)) throw new AppError('CONFLICT', ADMIN_MESSAGES.inviteExists);
    const mentor = await deps.mentors.insertIfNew(
      {
        userSubId: userId,
        email: invite.email,
        firstname: invite.firstname,
        lastname: invite.lastname,
        phone: '',
        country: '',
        specialization: 'Not Specified',
        yrsOfexperience: '',
        ...applyDecision('ACCEPTED'),
        isAdmin: false,
      },
      tx,
    );
    if (!mentor) throw new AppError('CONFLICT', ADMIN_MESSAGES.inviteExists);
    await deps.mail.enqueue(tx, {
      to: invite.email,
      template: 'mentor-invite',
      data: { name: invite.firstname, email: invite.email },
    });
    await recordAudit(repo, actor, {
      action: 'inviteMentor',
      targetType: 'mentor',
      targetId: mentor.id,
      before: null,
      after: { email: mentor.email, status: mentor.status, isActive: mentor.isActive },
    });
    return mentor;
  });
  deps.mail.kick();
  return row;
}
