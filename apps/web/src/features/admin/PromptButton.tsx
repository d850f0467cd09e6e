import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import type { z } from 'zod';

interface PromptButtonProps<T> {
  /** The button's text and the dialog's OK text. */
  label: string;
  /** The dialog's way out, when 'Cancel' would be ambiguous (e.g. beside 'Cancel session'). */
  cancelText?: string;
  /** For an action that cannot be undone. */
  danger?: boolean;
  /** For screen readers: which row the button acts on. */
  ariaLabel: string;
  title: string;
  fieldLabel: string;
  multiline?: boolean;
  maxLength: number;
  /** The shared schema the one field goes through, under `field`. */
  schema: z.ZodType<T>;
  field: string;
  /** Sends the parsed value; true closes the dialog. */
  onSubmit: (value: T) => Promise<boolean>;
}

/** A button that asks for one text (a transfer reference, a message) in a dialog, checked by a shared schema first. */
export function PromptButton<T>(props: PromptButtonProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" danger={props.danger} onClick={() => setOpen(true)} aria-label={props.ariaLabel}>
        {props.label}
      </Button>
      <PromptDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The dialog of PromptButton, opened by its owner (a row's actions menu). */
export function PromptDialog<T>(
  props: Omit<PromptButtonProps<T>, 'ariaLabel'> & { open: boolean; onClose: () => void },
) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const Field = props.multiline ? Input.TextArea : Input;

  const submit = async () => {
    const parsed = props.schema.safeParse({ [props.field]: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check this field');
      return;
    }
    setSending(true);
    const done = await props.onSubmit(parsed.data);
    setSending(false);
    if (done) {
      props.onClose();
      setText('');
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.label}
      okButtonProps={{ danger: props.danger }}
      cancelText={props.cancelText}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={props.onClose}
    >
      <label className="admin-field">
        <span>{props.fieldLabel}</span>
        <Field
          value={text}
          maxLength={props.maxLength}
          onChange={(event: { target: { value: string } }) => {
            setText(event.target.value);
            setProblem(null);
          }}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p className="admin-field__error">{problem}</p>}
    </Modal>
  );
}
