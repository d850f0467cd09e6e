import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Button } from './Button';
import './ui.css';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the close button, a press outside the dialog, or the footer's cancel. */
  onClose: () => void;
  /** The buttons under the content (Ant Design's `footer`), usually Cancel and the action. */
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog (Ant Design's `Modal`) on the browser's own `<dialog>`: `showModal()` puts it in the top layer,
 * makes the page behind it inert, keeps the focus inside and closes it on Escape, so none of that is rebuilt here.
 * Ant Design's modal brings its style engine and motion code when a public page opens one. The content exists only
 * while the dialog is open (keep form state in the parent); the focus goes back to what opened it on close.
 */
export function Dialog({ open, ...rest }: DialogProps) {
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({ title, onClose, footer, children, className }: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (unit tests) has no showModal: the dialog is simply shown there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      // Escape: the parent decides (it closes by no longer rendering the dialog), so the browser does not close it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog itself has no padding: a press whose target is the dialog is a press on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <Button type="text" className="dialog__close" aria-label="Close" icon={<CloseOutlined />} onClick={onClose} />
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </dialog>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText: string;
  /** A red action button (deleting, cancelling something). */
  danger?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** A question before an action (Ant Design's `modal.confirm`): the answer buttons, the action last. */
export function ConfirmDialog({
  open,
  title,
  content,
  okText,
  cancelText,
  danger,
  onOk,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{cancelText}</Button>
          <Button type="primary" danger={danger} onClick={onOk}>
            {okText}
          </Button>
        </>
      }
    >
      <p className="dialog__text">{content}</p>
    </Dialog>
  );
}
