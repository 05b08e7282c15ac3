// No source file over 300 lines without a reason said at its top (issue 38): a long file is either
// split into modules that each say one thing, or begins with "Over 300 lines …" and why. Generated
// files are left out (they say so in their first line).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 300;
const files = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.includes('/dist/') && !file.endsWith('mockServiceWorker.js'));
const unexplained = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n');
  if (lines.length - 1 <= LIMIT) continue;
  const head = lines.slice(0, 8).join('\n');
  if (/Over 300 lines|^\/\/ Generated/m.test(head)) continue;
  unexplained.push(`${file}: ${lines.length - 1} lines`);
}
if (unexplained.length) {
  console.error(unexplained.join('\n'));
  console.error(
    `\n${unexplained.length} file(s) over ${LIMIT} lines without "Over 300 lines: <why>" at the top: split them, or say why.`,
  );
  process.exit(1);
}
console.log(`file sizes: ${files.length} files, none over ${LIMIT} lines without a reason`);
