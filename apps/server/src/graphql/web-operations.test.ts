import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_OPERATION_NAMES } from './web-operations';

const WEB_SRC = path.resolve(import.meta.dirname, '../../../web/src');
/** An operation's definition in a document: `query Name(`, `mutation Name {`, `subscription Name @…`. */
const DEFINITION = /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)\s*[({@]/g;

/** The operation names of the web app's documents: every `graphql(` source file, tests and fixtures left out. */
function webOperationNames(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|fixtures|\.d\.ts$/.test(file)) continue;
    const text = readFileSync(path.join(WEB_SRC, file), 'utf8');
    if (!text.includes('graphql(')) continue;
    for (const match of text.matchAll(DEFINITION)) names.add(match[1]!);
  }
  return [...names].sort();
}

describe('the web operation names the metrics know (issue 34)', () => {
  it("are exactly the web app's documents' names (add or remove the names this reports in web-operations.ts)", () => {
    const web = webOperationNames();
    expect(web.length).toBeGreaterThan(50);
    const listed = new Set(WEB_OPERATION_NAMES);
    expect({
      missing: web.filter((n) => !listed.has(n)),
      stale: WEB_OPERATION_NAMES.filter((n) => !web.includes(n)),
    }).toEqual({
      missing: [],
      stale: [],
    });
  });
});
