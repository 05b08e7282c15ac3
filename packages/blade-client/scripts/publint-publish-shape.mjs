// Lints the package as it will be published, not as the workspace sees it.
//
// Inside the workspace `exports` point at src/ (source-first, no prebuild needed), and pnpm swaps in
// `publishConfig.exports`/`types` only when packing. `publint --pack false` on this folder therefore checks
// the src exports. This script copies dist/ and a package.json with publishConfig applied into a temp
// folder and runs publint there, so the dist/ entry points and type paths are what gets checked.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const { publishConfig = {}, ...rest } = pkg;
const published = { ...rest, ...publishConfig };

const dir = mkdtempSync(path.join(tmpdir(), 'blade-client-publint-'));
try {
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  for (const file of ['README.md', 'API.md']) {
    if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(dir, file));
  }
  console.log('publint (publish shape, publishConfig applied):');
  // Run publint's CLI with this Node, so the script works with or without node_modules/.bin on PATH.
  const cli = path.join(path.dirname(require.resolve('publint')), 'cli.js');
  execFileSync(process.execPath, [cli, '--pack', 'false', '--strict', dir], { stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
