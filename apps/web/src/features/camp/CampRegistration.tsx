import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { apiErrorCode, apiFieldErrors } from '../../core/graphql/errors';
import { useHydrated } from '../../ui/use-hydrated';
import { useNotify } from '../../core/use-notify';
import { useForm } from '../../ui/form/use-form';
import { LoadingBlock } from '../../ui/Skeleton';
import {
  clearPendingBooking,
  readPendingBooking,
  savePendingBooking,
  type PendingBooking,
  type TextChannel,
} from '../bookings/public';
import { CampBooked } from './CampBooked';
import { pickedIds } from './CampChildrenField';
import { CampForm, EMPTY_CAMP_FORM, toCount, type CampFormValues } from './CampForm';
import { lazyCampValidator } from './lazy-camp-validator';
import { CreateBookKidmentorMutation, GetBookKidmentorQuery, type CampRegistrationView } from './queries';

export const CAMP_REGISTERED = 'You have successfully registered your child';
/** Spec 2 §8: the camp's success and failure toasts stay 6 seconds. */
const TOAST_SECONDS = 6;

type Held = { registration: CampRegistrationView; token: string; fresh: boolean };

/**
 * The registration part of /weekend-camp. A registration this browser keeps (`weekend-camp-id`: id and token) is
 * read back from the server on arrival and shown as 'Welcome back'; one the server no longer knows is forgotten and
 * the empty form shows. A new registration is kept and shown as 'Successfully Registered'.
 * What this browser keeps is unknown to the server that rendered the page: until the page has hydrated, the part
 * shows as loading, the same on both sides (decision 0024).
 */
export function CampRegistration() {
  return useHydrated() ? <CampRegistrationOnDevice /> : <LoadingBlock rows={4} />;
}

function CampRegistrationOnDevice() {
  const [stored] = useState<PendingBooking | null>(() => readPendingBooking('camp'));
  // What happened on this page (registered, cancelled) outranks what was stored when it opened.
  const [held, setHeld] = useState<Held | null | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [{ data, error, fetching }] = useQuery({
    query: GetBookKidmentorQuery,
    variables: { id: stored?.id ?? '', token: stored?.token ?? '' },
    pause: !stored,
    requestPolicy: 'network-only',
  });

  useEffect(() => {
    if (!error) return;
    // Gone (deleted, or never this browser's): forget it. Anything else is logged only (spec 2 §8) and kept for the
    // next visit; the form shows meanwhile.
    if (apiErrorCode(error) === 'NOT_FOUND') clearPendingBooking('camp');
    else console.error('The stored camp registration could not be read', error);
  }, [error]);

  if (held === undefined && stored && !error && (fetching || !data)) return <LoadingBlock rows={4} />;
  const current: Held | null =
    held !== undefined
      ? held
      : stored && data
        ? { registration: data.getBookKidmentor, token: stored.token, fresh: false }
        : null;

  if (current) {
    return (
      <CampBooked
        {...current}
        onCancelled={() => {
          setHeld(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return <NewRegistration key={formKey} onRegistered={setHeld} />;
}

function NewRegistration({ onRegistered }: { onRegistered: (held: Held) => void }) {
  const form = useForm<CampFormValues>({
    initialValues: EMPTY_CAMP_FORM,
    validate: lazyCampValidator,
    validateOn: 'touch',
  });
  const [{ fetching }, createBookKidmentor] = useMutation(CreateBookKidmentorMutation);
  const [channels, setChannels] = useState<TextChannel[]>([]);
  const notify = useNotify();

  const onSubmit = async (values: CampFormValues) => {
    const parent = {
      parentName: values.parentName,
      parentEmail: values.parentEmail,
      parentPhone: values.parentPhone,
      channels: ['EMAIL' as const, ...channels],
    };
    const childIds = pickedIds(values);
    // Children from the account bring their count, first child and recorded consent: the server reads them there.
    const children =
      childIds.length > 0
        ? { childIds }
        : {
            noOfKids: toCount(values.noOfKids),
            firstChildName: values.firstChildName,
            firstChildAge: values.firstChildAge,
            // Nothing typed is nothing sent (the server stores no interest), as before the form kit.
            firstChildInterest: values.firstChildInterest || undefined,
            parentConsent: values.parentConsent,
          };
    const result = await createBookKidmentor({ input: { ...parent, ...children } });
    const created = result.data?.createBookKidmentor;
    if (result.error || !created?.accessToken) {
      // Spec 2 §8: the server's first message, or 'Something went wrong!', for 6 s; and each field's own message.
      form.showServerErrors(apiFieldErrors(result.error));
      notify.error(result.error, { duration: TOAST_SECONDS });
      return;
    }
    const { accessToken: token, ...registration } = created;
    savePendingBooking('camp', { id: registration.id, token });
    notify.notification.success({ title: CAMP_REGISTERED, duration: TOAST_SECONDS });
    onRegistered({ registration, token, fresh: true });
  };

  return (
    <CampForm
      form={form}
      submitting={fetching}
      onSubmit={(values) => void onSubmit(values)}
      channels={channels}
      onChannelsChange={setChannels}
    />
  );
}
