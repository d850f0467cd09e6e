import { Result } from '../../ui/Result';
import { LinkButton } from '../../ui/LinkButton';

/** '404 Oops not Found' / 'Mentor does not exist' (spec 3 §2.1) for an unknown, unaccepted or malformed id. */
export function MentorNotFound() {
  return (
    <Result
      status="404"
      title={<h1 className="result-title">404 Oops not Found</h1>}
      subTitle="Mentor does not exist"
      extra={
        <LinkButton to="/" type="primary">
          Go Home
        </LinkButton>
      }
    />
  );
}
