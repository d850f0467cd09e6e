import { complexityFromQuery } from '@pothos/plugin-complexity';
import { ADMIN_MAX_PAGE_SIZE } from '@eazy2con/shared/validation/admin';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../graphql-core/limits';
import { schema } from '../../graphql/schema';
import { MAX_PAGE_SIZE } from '../../lib/paging';

/** Every field of a mail, attachments included: what an admin reading held mail asks for. */
const EVERY_FIELD = `id to template subject text status attempts nextAttemptAt lastError createdAt sentAt
  attachments { filename contentType size content encoding }`;

const costOf = (query: string) => complexityFromQuery(parse(query), { schema, variables: {} }).complexity;

describe('the outbox lists at their largest page', () => {
  it('listOutboxMails with every field of 100 mails stays within the cost limit', () => {
    const cost = costOf(
      `{ listOutboxMails(list: { limit: ${ADMIN_MAX_PAGE_SIZE} }, status: HELD) { total items { ${EVERY_FIELD} } } }`,
    );
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxComplexity);
  });

  it('mailOutbox with every field of 100 mails stays within the cost limit', () => {
    const cost = costOf(`{ mailOutbox(limit: ${MAX_PAGE_SIZE}) { nextToken items { ${EVERY_FIELD} } } }`);
    expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxComplexity);
  });

  it('still counts each mail: the page is priced by its size', () => {
    const small = costOf(`{ listOutboxMails(list: { limit: 10 }) { items { ${EVERY_FIELD} } } }`);
    const large = costOf(`{ listOutboxMails(list: { limit: 100 }) { items { ${EVERY_FIELD} } } }`);
    expect(large).toBeGreaterThan(small * 9);
  });
});
