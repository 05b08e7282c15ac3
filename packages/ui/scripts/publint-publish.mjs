// Lints the package as it will be published: the workspace package.json points `exports` at src/
// (apps need no prebuild), and `publishConfig` swaps in dist/. pnpm applies that swap only at pack
// time, so we apply it to a temporary copy with dist/ and run publint there.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const { publishConfig = {}, ...rest } = pkg;
const published = { ...rest, ...publishConfig };
delete published.devDependencies;
delete published.scripts;

const dir = mkdtempSync(join(tmpdir(), 'ui-publint-'));
try {
  writeFileSync(join(dir, 'package.json'), JSON.stringify(published, null, 2));
  cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
  const { messages } = await publint({ pkgDir: dir, pack: false, strict: true });
  for (const m of messages) console.log(`${m.type}: ${formatMessage(m, published)}`);
  if (messages.length > 0) process.exitCode = 1;
  else console.log('publint (publish shape): all good');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
