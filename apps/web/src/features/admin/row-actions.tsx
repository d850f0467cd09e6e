import { Button } from 'antd';
import { useMutation, type AnyVariables, type TypedDocumentNode } from 'urql';
import { ADMIN_MESSAGES, MarkTransferPaidSchema } from '@eazy2con/shared/validation/admin';
import { apiErrorMessage } from '../../app/graphql/errors';
import { useNotify } from '../../app/use-notify';
import type { VariablesOf } from '../../app/graphql/graphql';
import { useAppApi } from '../../app/lazy-ant-app';
import { PromptButton } from './PromptButton';
import { MarkTransferPaidMutation } from './booking-queries';
import { useSendMail } from './send-mail-context';

/**
 * Deletes a row after a confirmation (spec 3 §7.2, §8): 'Deleted successfully', or the server's message / 'An error
 * occured'. `onDone` refreshes the list.
 */
export function DeleteButton<Data>({
  mutation,
  id,
  name,
  onDone,
}: {
  mutation: TypedDocumentNode<Data, { id: string }>;
  id: string;
  name: string;
  onDone: () => void;
}) {
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
  return (
    <Button size="small" danger loading={fetching} onClick={confirm} aria-label={`Delete ${name}`}>
      Delete
    </Button>
  );
}

type Kind = VariablesOf<typeof MarkTransferPaidMutation>['kind'];

/**
 * A bank-transfer booking marked paid by hand with the transfer's reference (issue 13): the server records a payment
 * of kind transfer, so the Paid column and the receipt mail follow.
 */
export function MarkPaidButton({
  kind,
  id,
  name,
  onDone,
}: {
  kind: Kind;
  id: string;
  name: string;
  onDone: () => void;
}) {
  const { act } = useAdminAction(MarkTransferPaidMutation);
  const { notification } = useAppApi();
  return (
    <PromptButton
      label="Mark paid"
      ariaLabel={`Mark ${name} paid`}
      title={`Mark ${name} paid`}
      fieldLabel="Transfer reference"
      maxLength={100}
      schema={MarkTransferPaidSchema}
      field="reference"
      onSubmit={async ({ reference }) => {
        const data = await act({ kind, id, reference });
        if (!data?.markTransferPaid) return false;
        notification.success({ title: 'Marked as paid', duration: 4 });
        onDone();
        return true;
      }}
    />
  );
}

/**
 * The actions of a booking that may be paid by bank transfer: 'Mark paid' while a transfer is unpaid, and mail to
 * whoever booked.
 */
export function PayableActions({
  kind,
  row,
  name,
  email,
  onPaid,
}: {
  kind: Kind;
  row: { id: string; transferOption: boolean; paid: boolean };
  name: string;
  email: string;
  onPaid: () => void;
}) {
  return (
    <>
      {row.transferOption && !row.paid && <MarkPaidButton kind={kind} id={row.id} name={name} onDone={onPaid} />}
      <MailButton email={email} />
    </>
  );
}

/** Opens the shell's Send Mail modal addressed to the row's e-mail. */
export function MailButton({ email }: { email: string }) {
  const openMail = useSendMail();
  return (
    <Button size="small" onClick={() => openMail(email)} aria-label={`Send mail to ${email}`}>
      Mail
    </Button>
  );
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
