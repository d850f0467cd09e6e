import { Result } from '../ui/Result';
import { LinkButton } from '../ui/LinkButton';
import { usePageTitle } from './use-page-title';

export function NotFoundPage() {
  usePageTitle('Not Found');
  return (
    <Result
      status="404"
      title={<h1 className="result-title">Not Found</h1>}
      subTitle="Sorry, the page you are looking for does not exist or has moved."
      extra={
        <LinkButton to="/" type="primary">
          Go Home
        </LinkButton>
      }
    />
  );
}
