import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { paths } from '../paths';

/** The file in every backup folder that says what the backup holds and how to check a restore against it. */
export const MANIFEST_FILE = 'manifest.json';
/** Bumped when the layout of a backup folder changes; restore refuses formats it does not know. */
export const BACKUP_FORMAT = 1;

const tableStatSchema = z.object({
  schema: z.string(),
  name: z.string(),
  rows: z.number().int().min(0),
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});
export type TableStat = z.infer<typeof tableStatSchema>;

const migrationLevelSchema = z.object({
  /** How many migrations drizzle recorded as applied. */
  applied: z.number().int().min(0),
  /** The newest applied migration's journal time (drizzle's created_at), 0 when none. */
  newestAt: z.number().int().min(0),
  /** Its journal tag (0019_…), null when this build's journal does not know it. */
  newestTag: z.string().nullable(),
});
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

const fileEntrySchema = z.object({
  name: z.string().regex(/^[^/\\]+$/, 'must be a bare file name'),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type FileEntry = z.infer<typeof fileEntrySchema>;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** The dump beside the manifest: pg_dump's custom format, or PGlite's gzipped data folder. */
    file: fileEntrySchema,
    serverVersion: z.string(),
  }),
  migrations: migrationLevelSchema,
  tables: z.array(tableStatSchema),
  uploads: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local'), files: z.array(fileEntrySchema) }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), note: z.string() }),
  ]),
  /** DATA_DIR/auth-secret was copied (the fallback signing key, and the payout key derived from it). */
  authSecretFile: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Thrown when a backup cannot be taken or restored; the command prints the message and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupError(`${folder} is not a backup: it has no ${MANIFEST_FILE}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(folder, MANIFEST_FILE)} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new BackupError(
      `${path.join(folder, MANIFEST_FILE)} is not a manifest this version reads:\n${lines.join('\n')}`,
    );
  }
  return parsed.data;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** This build's migrations (drizzle-kit's journal), oldest first. */
export function journalEntries(): JournalEntry[] {
  const journal = z
    .object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) })
    .parse(JSON.parse(readFileSync(path.join(paths.migrations, 'meta', '_journal.json'), 'utf8')));
  return journal.entries;
}

/**
 * A backup from a newer build (a migration this build does not carry) would restore tables and columns this code
 * does not know, and its start-up would not migrate them back: refused. An older backup is fine: the server
 * migrates it forward at its next start.
 */
export function assertRestorableLevel(level: MigrationLevel): void {
  const newest = journalEntries().at(-1);
  if (level.newestAt > (newest?.when ?? 0)) {
    throw new BackupError(
      `this backup comes from a newer version of the app (its newest migration is ${level.newestTag ?? 'unknown here'}` +
        `, made ${new Date(level.newestAt).toISOString()}; this build's newest is ${newest?.tag ?? 'none'}): ` +
        'restore it with that version or a later one',
    );
  }
}

/** The server package's name and version, recorded in each manifest. */
export function appVersion(): { name: string; version: string } {
  const pkg = z
    .object({ name: z.string(), version: z.string() })
    .parse(JSON.parse(readFileSync(path.join(paths.packageRoot, 'package.json'), 'utf8')));
  return pkg;
}
