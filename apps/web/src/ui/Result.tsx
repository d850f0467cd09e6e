import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import './ui.css';

export type ResultStatus = 'success' | 'info' | 'warning' | 'error' | '404';

const ICONS: Record<Exclude<ResultStatus, '404'>, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

interface ResultProps {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The way on: usually one or two buttons. */
  extra?: ReactNode;
}

/**
 * The outcome of an action or a missing page (Ant Design's `Result`): its icon, title, text and the way on. The
 * 404 status shows the number instead of Ant Design's 10 kB illustration.
 */
export function Result({ status, title, subTitle, extra }: ResultProps) {
  return (
    <div className={`result result--${status}`}>
      {status === '404' ? (
        <div className="result__code" aria-hidden>
          404
        </div>
      ) : (
        <div className={`result__icon result__icon--${status}`} aria-hidden>
          {ICONS[status]}
        </div>
      )}
      <div className="result__title">{title}</div>
      {subTitle && <div className="result__subtitle">{subTitle}</div>}
      {extra && <div className="result__extra">{extra}</div>}
    </div>
  );
}
