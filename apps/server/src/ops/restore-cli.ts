import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { BackupError } from './backup-manifest';
import { restore } from './restore';
import { runCommand, dataSettings } from './cli-parts';

// `npm run restore -- <backup folder> [--force]`: restores into the database and DATA_DIR that `npm start` would
// use (.env, the real environment winning). Stop the server first.
await runCommand(async (args) => {
  const folder = args.find((arg) => !arg.startsWith('--'));
  if (!folder) throw new BackupError('usage: npm run restore -- <backup folder> [--force]');
  loadEnvFileIfPresent();
  const config = loadConfig();
  const { manifest, keptAside, notes } = await restore(dataSettings(config, args), folder);
  console.log(
    `restored ${folder} (${manifest.database.kind}, taken ${manifest.createdAt}): ` +
      `${manifest.tables.length} tables match the manifest`,
  );
  for (const aside of keptAside) console.log(`  the previous copy is kept in ${aside}`);
  for (const note of notes) console.log(`  note: ${note}`);
});
