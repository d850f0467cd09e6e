import { useState, type ReactNode } from 'react';
import { useMutation, type AnyVariables, type TypedDocumentNode } from 'urql';
import { ADMIN_MESSAGES, MarkTransferPaidSchema } from '@eazy2con/shared/validation/admin';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import type { VariablesOf } from '../../core/graphql/graphql';
import { useAppApi } from '../../core/lazy-ant-app';
import { PromptDialog } from './PromptButton';
import { MarkTransferPaidMutation } from './booking-queries';
import { RowActions, type MaybeAction, type RowAction } from './row-menu';
import { useSendMail } from './send-mail-context';

/**
 * Deletes a row after a confirmation (spec 3 §7.2, §8): 'Deleted successfully', or the server's message / 'An error
 * occured'. `onDone` refreshes the list.
 */
export function useDeleteAction<Data>({
  mutation,
  id,
  name,
  onDone,
}: {
  mutation: TypedDocumentNode<Data, { id: string }>;
  id: string;
  name: string;
  onDone: () => void;
}): RowAction {
  const [{ fetching }, remove] = useMutation(mutation);
  const { notification, modal } = useAppApi();
  const confirm = () =>
    modal.confirm({
      title: `Delete ${name}?`,
      content: 'This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await remove({ id });
        if (result.error) {
          notification.error({ title: apiErrorMessage(result.error, ADMIN_MESSAGES.deleteFailed), duration: 10 });
          return;
        }
        notification.success({ title: ADMIN_MESSAGES.deleted, duration: 4 });
        onDone();
      },
    });
  return { key: 'delete', label: 'Delete', danger: true, disabled: fetching, onSelect: () => void confirm() };
}

type Kind = VariablesOf<typeof MarkTransferPaidMutation>['kind'];

/** A booking that may be paid by bank transfer, as its actions read it. */
export interface PayableRow {
  id: string;
  transferOption: boolean;
  paid: boolean;
  /** When the booker cancelled it: nothing is marked paid afterwards. */
  cancelledAt?: string | null;
}

/**
 * The actions of a booking that may be paid by bank transfer (issue 13): 'Mark paid' while a transfer is unpaid and
 * the booking stands, with the transfer's reference asked in a dialog (the server records a payment of kind
 * transfer, so the Paid column and the receipt mail follow), and mail to whoever booked.
 */
export function usePayableActions({
  kind,
  row,
  name,
  email,
  onPaid,
}: {
  kind: Kind;
  row: PayableRow;
  name: string;
  email: string;
  onPaid: () => void;
}): { actions: MaybeAction[]; dialogs: ReactNode } {
  const [asking, setAsking] = useState(false);
  const { act } = useAdminAction(MarkTransferPaidMutation);
  const { notification } = useAppApi();
  const mail = useMailAction(email);
  const payable = row.transferOption && !row.paid && !row.cancelledAt;
  return {
    actions: [payable && { key: 'mark-paid', label: 'Mark paid', onSelect: () => setAsking(true) }, mail],
    dialogs: payable && (
      <PromptDialog
        open={asking}
        onClose={() => setAsking(false)}
        label="Mark paid"
        title={`Mark ${name} paid`}
        fieldLabel="Transfer reference"
        maxLength={100}
        schema={MarkTransferPaidSchema}
        field="reference"
        onSubmit={async ({ reference }) => {
          const data = await act({ kind, id: row.id, reference });
          if (!data?.markTransferPaid) return false;
          notification.success({ title: 'Marked as paid', duration: 4 });
          onPaid();
          return true;
        }}
      />
    ),
  };
}

/** Opens the shell's Send Mail modal addressed to the row's e-mail. */
export function useMailAction(email: string): RowAction {
  const openMail = useSendMail();
  return { key: 'mail', label: 'Send mail', onSelect: () => openMail(email) };
}

/** A mutation whose answer the caller reads; failures become the spec's toast with `fallback`. */
export function useAdminAction<Data, Vars extends AnyVariables>(
  mutation: TypedDocumentNode<Data, Vars>,
  fallback?: string,
) {
  const [{ fetching }, run] = useMutation(mutation);
  const { error } = useNotify();
  const act = async (variables: Vars): Promise<Data | null> => {
    const result = await run(variables);
    if (result.error || !result.data) {
      error(result.error, { fallback });
      return null;
    }
    return result.data;
  };
  return { fetching, act };
}

/** The actions of a row whose only one is mail to its address (advisory calls, contact requests, webinar). */
export function MailActions({ email }: { email: string }) {
  return <RowActions actions={[useMailAction(email)]} />;
}
