import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { yogaPlugins } from './yoga';

/**
 * Yoga's HTTP-level hooks: they run around the request, outside the envelop the fast path calls. A plugin that has one
 * is skipped for every plain JSON query the fast path answers (decision 0011), so each must be known here.
 */
const HTTP_HOOKS = ['onRequest', 'onRequestParse', 'onParams', 'onResultProcess', 'onResponse'] as const;

describe("the fast path and Yoga's HTTP layer", () => {
  it('only the plugins whose work the fast path does itself hook into HTTP', async () => {
    const t = await createTestApp();
    try {
      const withHttpHooks = yogaPlugins(t.app.services, t.app.http.log)
        .map((plugin, index) => ({ index, hooks: HTTP_HOOKS.filter((hook) => hook in plugin) }))
        .filter((plugin) => plugin.hooks.length > 0);
      // In order: the document size limit (the fast path calls checkDocumentSize), the error cap (it calls
      // capErrors), graphql-sse (onRequest for /graphql/stream only, which the fast path never answers). Anything
      // new here is work the fast path would skip: add it to fast-path.ts and its comparison test
      // (fast-path.test.ts), or turn the fast path off (GRAPHQL_FAST_PATH=0).
      expect(withHttpHooks.map((plugin) => plugin.hooks)).toEqual([['onParams'], ['onResultProcess'], ['onRequest']]);
    } finally {
      await t.close();
    }
  });
});
