/**
 * When each Node.js release line stops getting security fixes (https://github.com/nodejs/release#release-schedule).
 * Only the even (long-term support) lines a deployment should run; an odd line or one missing here is not judged.
 * Extend the table when a new LTS line is published.
 */
export const NODE_END_OF_LIFE: Readonly<Record<number, string>> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};

/**
 * The warning to log at start when `version` (process.version, e.g. 'v20.20.2') is past its end of life on `today`;
 * null while it is still supported or not in the table. The end-of-life day itself still counts as supported.
 */
export function nodeEndOfLifeWarning(
  version: string,
  today: Date,
  table: Readonly<Record<number, string>> = NODE_END_OF_LIFE,
): string | null {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  const endOfLife = table[major];
  if (!endOfLife) return null;
  if (today.toISOString().slice(0, 10) <= endOfLife) return null;
  return (
    `node: Node.js ${major} reached its end of life on ${endOfLife} and gets no more security fixes; ` +
    `this server runs ${version}. Move to a supported release.`
  );
}
