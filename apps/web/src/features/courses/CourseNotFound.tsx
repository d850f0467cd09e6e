import { Result } from '../../ui/Result';
import { LinkButton } from '../../ui/LinkButton';

/** '404, Oops not Found' for a course id that does not exist (spec 1 §2, spec 3 §8). */
export function CourseNotFound({ homeTo = '/', homeLabel = 'Go Home' }: { homeTo?: string; homeLabel?: string }) {
  return (
    <Result
      status="404"
      title={<h1 className="result-title">404, Oops not Found</h1>}
      subTitle="Course does not exist"
      extra={
        <LinkButton to={homeTo} type="primary">
          {homeLabel}
        </LinkButton>
      }
    />
  );
}
