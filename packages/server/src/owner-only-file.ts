import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `file` readable by its owner only, replaced whole: through `<file>.part` and a rename, so
 * a crash leaves the former file. A `.part` left by an earlier crash is removed first: writing over
 * it would keep its mode (a former version wrote it world-readable). For the generated keys and
 * the backups (which hold them and the password hashes).
 */
export function writeOwnerOnlyFile(file: string, data: string | Uint8Array): void {
  const part = `${file}.part`;
  rmSync(part, { force: true });
  writeFileSync(part, data, { mode: 0o600 });
  renameSync(part, file);
}
