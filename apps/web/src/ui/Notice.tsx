import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import './ui.css';

export type NoticeType = 'error' | 'info' | 'success' | 'warning';

const ICONS: Record<NoticeType, ReactNode> = {
  error: <CloseCircleFilled />,
  info: <InfoCircleFilled />,
  success: <CheckCircleFilled />,
  warning: <ExclamationCircleFilled />,
};

interface NoticeProps {
  type: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  /** 'status' for good news announced politely (a booking made); 'alert' (the default) interrupts. */
  role?: 'alert' | 'status';
  'data-testid'?: string;
}

/**
 * A message in the page (Ant Design's `Alert` with `showIcon`, announced the same way: role="alert", or "status"), without the
 * style engine that Ant Design's would bring into a public page's first load.
 */
export function Notice({ type, title, description, className, role = 'alert', 'data-testid': testId }: NoticeProps) {
  return (
    <div
      role={role}
      className={['notice', `notice--${type}`, description ? 'notice--has-description' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      data-testid={testId}
    >
      <span className="notice__icon" aria-hidden>
        {ICONS[type]}
      </span>
      <div className="notice__body">
        <div className="notice__title">{title}</div>
        {description && <div className="notice__description">{description}</div>}
      </div>
    </div>
  );
}
