import { lazy, Suspense } from 'react';
import type { FormApi } from '../../ui/form/use-form';
import { useMyChildren } from '../bookings/public';
import type { CampFormValues } from './CampForm';

// Only signed-in parents with children see the choice: its code stays out of the camp page's first load.
const CampChildrenChoice = lazy(() => import('./CampChildrenChoice').then((m) => ({ default: m.CampChildrenChoice })));

/** The form keeps the ticked children as one value, their ids joined: the form kit holds text and yes/no only. */
export const pickedIds = (values: CampFormValues): string[] => values.childIds.split(',').filter(Boolean);

/**
 * "Your children" (issue 35) for a signed-in parent with children; nothing for anyone else (visitors and parents
 * without children fill the form as before).
 */
export function CampChildrenField({ form }: { form: FormApi<CampFormValues> }) {
  const mine = useMyChildren();
  if (mine.state !== 'some') return null;
  return (
    <Suspense fallback={null}>
      <CampChildrenChoice form={form} options={mine.children} />
    </Suspense>
  );
}
