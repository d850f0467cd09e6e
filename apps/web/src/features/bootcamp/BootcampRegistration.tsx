import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';
import { useQuery } from 'urql';
import type { BootcampTrackId } from '@eazy2con/shared/bootcamp';
import { apiErrorCode } from '../../core/graphql/errors';
import { clearPendingBooking, readPendingBooking, savePendingBooking, type PendingBooking } from '../bookings/public';
import { BootcampForm, type RegisteredBooking } from './BootcampForm';
import { GetBootcampQuery, type BootcampView } from './queries';
import { RegisteredView } from './RegisteredView';

/**
 * The registration part of /bootcamp: the form, or the registration this browser made (kept under `bootcamp-id`
 * with its token), read back from the server on a later visit (welcome back). Loaded when a visitor nears it.
 */
export default function BootcampRegistration({
  open,
  chosenTrack,
  onSeatsChanged,
}: {
  open: boolean;
  chosenTrack: BootcampTrackId | null;
  onSeatsChanged: () => void;
}) {
  const [access, setAccess] = useState<PendingBooking | null>(() => readPendingBooking('bootcamp'));
  const [justMade, setJustMade] = useState<BootcampView | null>(null);
  const [{ data, error, fetching }] = useQuery({
    query: GetBootcampQuery,
    variables: { id: access?.id ?? '', token: access?.token ?? '' },
    pause: access === null || justMade !== null,
    requestPolicy: 'network-only',
  });

  useEffect(() => {
    if (!error) return;
    // Spec 2 §8: a failed lookup is only logged. One the server does not know (or a wrong token) is forgotten.
    console.error('bootcamp: the stored registration could not be read', error);
    if (apiErrorCode(error) === 'NOT_FOUND') {
      clearPendingBooking('bootcamp');
      setAccess(null);
    }
  }, [error]);

  const registered = ({ booking, token }: RegisteredBooking) => {
    const saved = { id: booking.id, token };
    savePendingBooking('bootcamp', saved);
    setAccess(saved);
    setJustMade(booking);
    onSeatsChanged();
  };

  const forget = () => {
    clearPendingBooking('bootcamp');
    setAccess(null);
    setJustMade(null);
  };

  const booking = justMade ?? (error ? null : data?.getBootcamp);
  if (access && booking) {
    return <RegisteredView booking={booking} access={access} welcomeBack={justMade === null} onForget={forget} />;
  }
  if (access && fetching && !error) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <BootcampForm open={open} chosenTrack={chosenTrack} onRegistered={registered} onRefused={onSeatsChanged} />;
}
