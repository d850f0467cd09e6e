import { Kind, parse, visit, type ASTNode } from 'graphql';

/**
 * Whether a GET to /graphql carries a secret in its address, where proxies, browser history and logs keep it
 * (issue 26's rule, issue 34's bypasses). The decision is taken on what the GraphQL server will read, not on the raw
 * URL: the query string is decoded first (so `%74oken` is `token`), and the query, its variables and extensions
 * are parsed, so a token passed in `variables`, inside an input object or under a JSON-escaped key (`"\u0074oken"`)
 * is seen too.
 *
 * A secret is anything named like a token (`token`, `accessToken`, `X-Visitor-Token`...): an argument, an input
 * field, a variable, a key of the variables or extensions, or a parameter of the address. `nextToken` is a page
 * cursor of a public list, not a secret, so a paged public read still works by GET.
 */
export function getCarriesSecret(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
    if (key === 'query' ? queryNamesSecret(value) : key === 'operationName' ? false : namesSecret(key)) return true;
    if ((key === 'variables' || key === 'extensions') && jsonNamesSecret(value)) return true;
  }
  return false;
}

const TOKEN = /token/i;
/** Page cursors: positions in a public list. */
const CURSORS = new Set(['nextToken']);
const namesSecret = (name: string) => TOKEN.test(name) && !CURSORS.has(name);
/** What cannot be parsed is judged on its text, as before: any "token" but a cursor's name refuses it. */
const textNamesSecret = (text: string) => TOKEN.test(text.replaceAll('nextToken', ''));

/** Arguments, input fields and variables of the document; the largest GET a URL allows parses in well under 1 ms. */
function queryNamesSecret(query: string): boolean {
  let document: ASTNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: 5_000 });
  } catch {
    return textNamesSecret(query);
  }
  let found = false;
  visit(document, {
    enter(node) {
      const named =
        node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD || node.kind === Kind.VARIABLE
          ? node.name.value
          : null;
      if (named !== null && namesSecret(named)) found = true;
    },
  });
  return found;
}

/** Every key of a JSON object, at any depth (JSON.parse has decoded any \u escape in them). */
function jsonNamesSecret(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return textNamesSecret(text);
  }
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) pending.push(...(next as unknown[]));
    else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) {
        if (namesSecret(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
