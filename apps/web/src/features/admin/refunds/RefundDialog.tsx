import { useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { PAYOUT_MESSAGES } from '@eazy2con/shared/validation/payouts';
import { useAdminAction } from '../row-actions';
import { formatKobo } from '../payouts/money-list';
import { RefundPaymentMutation, type RefundablePaymentRow } from './refund-queries';

interface Values {
  naira?: number | null;
  reason: string;
}

/**
 * The "Refund" action on a received payment: how much (empty: all of what is left) and why. The server decides
 * what is left and refuses more; the answer says whether the provider took it or it is being retried.
 */
export function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: RefundablePaymentRow;
  onClose: () => void;
  onDone: (status: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const refund = useAdminAction(RefundPaymentMutation);
  const [sending, setSending] = useState(false);
  const submit = async (values: Values) => {
    setSending(true);
    const amountKobo = values.naira ? Math.round(values.naira * 100) : null;
    const done = await refund.act({ paymentId: payment.id, amountKobo, reason: values.reason });
    setSending(false);
    if (done) onDone(done.refundPayment.status);
  };
  return (
    <Modal
      open
      title={`Refund ${payment.item}`}
      okText="Refund"
      okButtonProps={{ danger: true, loading: sending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>
        Paid by {payment.payerName} ({payment.payerEmail}): {formatKobo(payment.receivedKobo)};{' '}
        {formatKobo(payment.leftKobo)} left to refund.
      </p>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="naira" label="Amount in naira (empty: all of what is left)">
          <InputNumber<number> min={0.01} max={payment.leftKobo / 100} step={100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (the payer reads it)"
          rules={[{ required: true, min: 5, message: PAYOUT_MESSAGES.refundReason }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
