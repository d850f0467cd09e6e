import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { AddChildForm } from './AddChildForm';
import { ChildActivityPanel } from './ChildActivityPanel';
import { dayLabel } from './child-labels';
import { LearnerSpaceControl } from './LearnerSpaceControl';
import { MyChildrenQuery, WithdrawChildConsentMutation } from './families.queries';
import './families.css';

type Said = { type: 'success' | 'info' | 'error'; text: string } | null;

/**
 * "Your children" on the account page (issue 35): a parent's child profiles with the consent each stands on, the
 * form that adds one (with the notice and a texted code), each child's activity, and withdrawing consent.
 */
export function ChildrenSection() {
  const [{ data, error }, refetch] = useQuery({ query: MyChildrenQuery, requestPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ id: string; firstName: string } | null>(null);
  const [, withdraw] = useMutation(WithdrawChildConsentMutation);
  const children = data?.me.children ?? [];

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    const { id, firstName } = withdrawing;
    setWithdrawing(null);
    const result = await withdraw({ childId: id });
    if (result.error) return setSaid({ type: 'error', text: apiErrorMessage(result.error) });
    setSaid({
      type: 'success',
      text: `Consent withdrawn. We erased ${firstName}'s profile, messages and the mentors' notes, and will not book for ${firstName} again.`,
    });
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section id="children" aria-labelledby="children-heading" className="families">
      <h2 id="children-heading" className="account__heading">
        Your children
      </h2>
      {said && <Notice type={said.type} title={said.text} role={said.type === 'error' ? 'alert' : 'status'} />}
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {children.length === 0 && !adding && (
        <p>Add your child to book classes and the weekend camp for them. We ask for your consent first.</p>
      )}
      <ul className="families__children">
        {children.map((child) => (
          <li key={child.id} className="families__child">
            <div className="families__child-head">
              <strong>{child.firstName}</strong>
              <span>{child.ageBand}</span>
            </div>
            <p className="families__consent">
              Consent given on {dayLabel(child.consent.givenAt)} as {child.consent.relationship.toLowerCase()},
              confirmed by e-mail and a code to your phone (notice {child.consent.noticeVersion}).
            </p>
            <div className="families__actions">
              <Button
                htmlType="button"
                aria-expanded={open === child.id}
                onClick={() => setOpen(open === child.id ? null : child.id)}
              >
                {open === child.id ? 'Hide activity' : `${child.firstName}'s activity`}
              </Button>
              <Button
                htmlType="button"
                danger
                onClick={() => setWithdrawing({ id: child.id, firstName: child.firstName })}
              >
                Withdraw consent
              </Button>
            </div>
            {open === child.id && <ChildActivityPanel childId={child.id} firstName={child.firstName} />}
            <LearnerSpaceControl
              childId={child.id}
              firstName={child.firstName}
              on={child.learnerSpaceOn}
              onChanged={(text) => {
                setSaid({ type: 'success', text });
                refetch({ requestPolicy: 'network-only' });
              }}
            />
          </li>
        ))}
      </ul>
      {adding ? (
        <AddChildForm
          onAdded={(firstName) => {
            setAdding(false);
            setSaid({ type: 'success', text: `${firstName} is added. Your consent is recorded.` });
            refetch({ requestPolicy: 'network-only' });
          }}
          onDeclined={() => {
            setAdding(false);
            setSaid({ type: 'info', text: 'Nothing was saved. You can add your child whenever you are ready.' });
          }}
        />
      ) : (
        <Button
          htmlType="button"
          type="primary"
          onClick={() => {
            setSaid(null);
            setAdding(true);
          }}
        >
          Add a child
        </Button>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={`Withdraw consent for ${withdrawing?.firstName ?? ''}?`}
        content={`New bookings for ${withdrawing?.firstName ?? 'your child'} stop now, and we erase their profile, their messages and the mentors' notes about them at once (the law gives us 30 days; we do not wait). Payment records stay, without their details. Classes already booked go ahead with you as the booker.`}
        okText="Withdraw consent"
        cancelText="Keep consent"
        danger
        onOk={() => void confirmWithdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </section>
  );
}
