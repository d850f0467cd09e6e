import { schema } from './schema';
import { WEB_OPERATION_NAMES } from './web-operations';

/**
 * The operation names the metrics label by name (issue 34): the web app's documents' names and the schema's root
 * fields (a script naming its operation after the field it calls). Any other name a client sends counts as 'other',
 * so the number of time series is fixed by the code, not by clients.
 */
export function knownOperationNames(): ReadonlySet<string> {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  return new Set([...WEB_OPERATION_NAMES, ...roots.flatMap((type) => (type ? Object.keys(type.getFields()) : []))]);
}
