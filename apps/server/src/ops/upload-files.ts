import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, type FileEntry } from './backup-manifest';

export async function sha256File(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { size, sha256: hash.digest('hex') };
}

/** The stored files of a local upload folder (LocalFileStore: one file per key; `.incoming` holds partial writes). */
async function storedFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

/** Copies every stored file of `from` into `to`, answering each one's size and hash (as copied). */
export async function copyUploads(from: string, to: string): Promise<FileEntry[]> {
  await mkdir(to, { recursive: true });
  const entries: FileEntry[] = [];
  for (const name of await storedFiles(from)) {
    const target = path.join(to, name);
    await copyFile(path.join(from, name), target);
    entries.push({ name, ...(await sha256File(target)) });
  }
  return entries;
}

/** Throws unless `dir` holds exactly `expected`, byte for byte. */
export async function assertSameFiles(dir: string, expected: FileEntry[], what: string): Promise<void> {
  const present = new Set(await storedFiles(dir));
  const problems: string[] = [];
  for (const want of expected) {
    if (!present.delete(want.name)) {
      problems.push(`${want.name}: missing`);
      continue;
    }
    const got = await sha256File(path.join(dir, want.name));
    if (got.sha256 !== want.sha256 || got.size !== want.size) problems.push(`${want.name}: different content`);
  }
  for (const extra of present) problems.push(`${extra}: not in the backup`);
  if (problems.length > 0) throw new BackupError(`${what} do not match the backup:\n  ${problems.join('\n  ')}`);
}
