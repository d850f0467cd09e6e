import { useQuery } from 'urql';
import { apiErrorMessage } from '../../../core/graphql/errors';
import { usePageTitle } from '../../../core/use-page-title';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/PageSpinner';
import { ChildThread } from './ChildThread';
import { ChildrenITeachQuery } from './queries';
import './children.css';

export const CHILDREN_I_TEACH = 'Children I teach';
export const NO_CHILDREN =
  'You teach no children yet. A child shows here once their kids plan with you is paid or their free trial is booked.';

/**
 * /mentor-dashboard/children (issue 35): the children the mentor teaches, by first name and age band (all a mentor
 * may know of a child), each with the mentor's messages to them and a form to write another.
 */
export function ChildrenPage() {
  usePageTitle(CHILDREN_I_TEACH);
  const [{ data, error }] = useQuery({ query: ChildrenITeachQuery, requestPolicy: 'cache-and-network' });
  const children = data?.childrenITeach;
  return (
    <div className="mentor-children">
      <h1>{CHILDREN_I_TEACH}</h1>
      {error && !data ? (
        <Notice type="error" title="The children you teach could not be loaded" description={apiErrorMessage(error)} />
      ) : !children ? (
        <PageSpinner />
      ) : children.length === 0 ? (
        <p>{NO_CHILDREN}</p>
      ) : (
        <ul className="mentor-children__list">
          {children.map((child) => (
            <li key={child.id} className="mentor-children__child" data-testid="taught-child">
              <ChildThread child={child} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
