// What @blade-console/ui's own dependencies weigh on disk, measured as a team installs it: the
// tarball with npm into an empty folder beside the peers every app has (react, react-dom,
// styled-components), then the disk use (as `du` counts it) of the package and everything it
// brings, less the peers and what only they bring. Optional peers (echarts, Tiptap, bpmn-js) are
// not installed: the subpaths that need them say so.
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run, tail } from './packs.mjs';

/** Bytes on disk of a folder, as `du` counts them, without its nested node_modules. */
function diskUse(dir) {
  let bytes = lstatSync(dir).blocks * 512;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const file = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? diskUse(file) : lstatSync(file).blocks * 512;
  }
  return bytes;
}

/**
 * The packages npm installed for `name` (keys of node_modules/.package-lock.json): its dependencies,
 * theirs, and the peers npm adds for them, found as Node resolves them (the nearest node_modules),
 * except `stop` (the app's own peers).
 */
function closure(lock, name, stop) {
  const seen = new Set();
  const resolve = (from, dependency) => {
    for (let at = from; ; at = at.slice(0, at.lastIndexOf('/node_modules/'))) {
      const key = `${at}/node_modules/${dependency}`;
      if (lock.packages[key]) return key;
      if (!at.includes('/node_modules/')) break;
    }
    return lock.packages[`node_modules/${dependency}`] ? `node_modules/${dependency}` : undefined;
  };
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = lock.packages[key];
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !optionalPeers[peer]?.optional),
    ];
    for (const dependency of wanted) {
      if (stop.includes(dependency)) continue;
      const found = resolve(key, dependency);
      if (found) visit(found);
    }
  };
  visit(`node_modules/${name}`);
  return seen;
}

const MB = 1024 * 1024;

/**
 * Installs `tarball` with `peers` (`{ name: version }`) into `dir` with npm and returns
 * `{ ok, output, own, total, largest }`: bytes of the package with what it brings, of the whole
 * node_modules, and its five largest packages.
 */
export function measureInstall(dir, name, tarball, peers) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'install-size', private: true })}\n`,
  );
  const specs = [tarball, ...Object.entries(peers).map(([peer, version]) => `${peer}@${version}`)];
  const install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--engine-strict', ...specs],
    { cwd: dir, quiet: true },
  );
  if (!install.ok) return { ok: false, output: tail(install.output) };
  const lock = JSON.parse(readFileSync(path.join(dir, 'node_modules/.package-lock.json'), 'utf8'));
  const sizes = [...closure(lock, name, Object.keys(peers))].map((key) => [
    key.replace(/^.*node_modules\//, ''),
    diskUse(path.join(dir, key)),
  ]);
  const all = Object.keys(lock.packages).filter((key) => key.startsWith('node_modules/'));
  return {
    ok: true,
    own: sizes.reduce((sum, [, bytes]) => sum + bytes, 0),
    total: all.reduce((sum, key) => sum + diskUse(path.join(dir, key)), 0),
    largest: sizes.sort((a, b) => b[1] - a[1]).slice(0, 5),
  };
}

export const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
export const installLimit = 30 * MB;
