import type { ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';

/**
 * The success screens of a booking ('Successfully Registered', 'Welcome back', the trial's): a heading, what
 * happens next and the actions. Plain markup: antd's Result would bring its large error illustrations along.
 */
export function BookingResult({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="booking-result" aria-labelledby="booking-result-title">
      <CheckCircleFilled className="booking-result__icon" aria-hidden />
      <h1 id="booking-result-title" className="result-title">
        {title}
      </h1>
      <div className="booking-result__text">{children}</div>
      <div className="booking-result__actions">{actions}</div>
    </section>
  );
}
