// Fails when two tracked files differ only by letter case (Badge.tsx and badge.ts): such a pair
// cannot live on macOS or Windows file systems, and bundlers there resolve one for the other.
import { execFileSync } from 'node:child_process';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
// Import specifiers carry no extension, so `./badge` names both Badge.tsx and badge.ts.
const moduleName = (file) => file.replace(/\.[^./]+$/, '');
const byLowerCase = new Map();
const clashes = [];
for (const file of files) {
  const name = moduleName(file);
  const other = byLowerCase.get(name.toLowerCase());
  if (other !== undefined && other !== name) clashes.push(`${other}  <->  ${name}`);
  byLowerCase.set(name.toLowerCase(), name);
}
if (clashes.length) {
  console.error(`Files whose module names differ only by case:\n${clashes.join('\n')}`);
  process.exit(1);
}
console.log(`file names: ${files.length} checked, no case clashes`);
