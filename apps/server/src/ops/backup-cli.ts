import { loadEnvFileIfPresent } from '../config/env-file';
import { loadConfig } from '../config/env';
import { backup } from './backup';
import { runCommand, dataSettings, optionValue } from './cli-parts';

// `npm run backup [-- --out <folder>] [--force]`: the same configuration as `npm start` (.env, the real environment
// winning), one new backup folder under --out (default $BACKUP_DIR, else ./backups).
await runCommand(async (args) => {
  loadEnvFileIfPresent();
  const config = loadConfig();
  const out = optionValue(args, '--out') ?? process.env.BACKUP_DIR ?? 'backups';
  const { folder, manifest } = await backup(dataSettings(config, args), out);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const uploads =
    manifest.uploads.kind === 'local' ? `${manifest.uploads.files.length} upload(s)` : manifest.uploads.note;
  console.log(
    `backup written: ${folder}\n  ${manifest.database.kind}, ${manifest.tables.length} tables, ${rows} rows, ` +
      `migration ${manifest.migrations.newestTag ?? 'none'}\n  ${uploads}` +
      (manifest.authSecretFile ? '\n  includes DATA_DIR/auth-secret: keep this backup private' : ''),
  );
});
