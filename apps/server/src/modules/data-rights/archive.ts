import { csvBytes } from '../../lib/csv';
import { createZip } from '../../lib/zip';
import type { ExportRow, ExportSections } from '../personal-data';

/** A section's file name: its key in lower-case letters, digits and dashes (the owners' keys are code, not input). */
const fileNameOf = (section: string) =>
  section
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

/** Every key that appears in any row, in the order first seen: a CSV's header. */
function columnsOf(rows: readonly ExportRow[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/**
 * A person's archive (decision 0043): `data.json` with every section, and one CSV per section with rows, written by
 * the one CSV writer (formula-safe). A section without rows is in data.json as an empty list and has no CSV.
 */
export function buildArchive(about: { email: string; exportedAt: Date }, sections: ExportSections): Buffer {
  const names = Object.keys(sections).sort();
  const json = {
    exportedAt: about.exportedAt.toISOString(),
    email: about.email,
    note: 'Everything this site holds about the account and the e-mail address above, by section. Each section with rows is also a CSV file in this archive.',
    sections: Object.fromEntries(names.map((name) => [name, sections[name] ?? []])),
  };
  const csvFiles = names.flatMap((name) => {
    const rows = sections[name] ?? [];
    if (rows.length === 0) return [];
    const header = columnsOf(rows);
    return [
      {
        name: `${fileNameOf(name)}.csv`,
        data: csvBytes(
          header,
          rows.map((row) => header.map((c) => row[c])),
        ),
      },
    ];
  });
  return createZip(
    [{ name: 'data.json', data: Buffer.from(JSON.stringify(json, null, 2), 'utf8') }, ...csvFiles],
    about.exportedAt,
  );
}
