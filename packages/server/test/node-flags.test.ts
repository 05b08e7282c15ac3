import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../node-flags.mjs';

// The server's Node flags live in node-flags.mjs; the places that cannot import it spell them out.
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The words of a command line that come between `node` and the server's entry. */
function flagsBeforeMain(commandLine: string | undefined): string[] {
  const words = (commandLine ?? '').trim().split(/\s+/);
  const node = words.findIndex((word) => /(^|\/)node$/.test(word));
  const main = words.findIndex((word) => word.endsWith('dist/main.js'));
  return node >= 0 && main > node ? words.slice(node + 1, main) : ['(no node … dist/main.js here)'];
}

describe("the server's Node flags", () => {
  it('are what the systemd unit, `pnpm start` of the server package and its README start it with', () => {
    const service = read('deploy/blade-console@.service').match(/^ExecStart=(.*)$/m)?.[1];
    const start = JSON.parse(read('packages/server/package.json')).scripts.start;
    const readme = read('packages/server/README.md').match(/^node .*dist\/main\.js.*$/m)?.[0];
    expect(flagsBeforeMain(service)).toEqual(SERVER_NODE_FLAGS);
    expect(flagsBeforeMain(start)).toEqual(SERVER_NODE_FLAGS);
    expect(flagsBeforeMain(readme)).toEqual(SERVER_NODE_FLAGS);
  });

  it('are accepted by this Node (a flag it does not know stops it before the server starts)', () => {
    expect(() =>
      execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', ''], { stdio: 'pipe' }),
    ).not.toThrow();
    expect(() =>
      execFileSync(process.execPath, ['--max-semi-spaces-size=64', '-e', ''], { stdio: 'pipe' }),
    ).toThrow();
  });
});
