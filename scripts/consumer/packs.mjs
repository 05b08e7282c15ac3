// The workspace's libraries as a consumer gets them: built (when stale) and packed into tarballs,
// then installed into an app outside the workspace. Shared by the consumer test
// (scripts/consumer-test.mjs) and the bench of what the libraries weigh in an app (bench/ui-size.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const libraries = [
  { name: '@blade-console/ui', dir: 'packages/ui' },
  { name: '@blade-console/blade-client', dir: 'packages/blade-client' },
];

/** Runs a command; its output is shown as it comes, or kept (`quiet`) to show only on failure. */
export function run(command, args, { cwd, quiet = false, env } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  return { ok: result.status === 0, output: result.error ? String(result.error) : output };
}

export const tail = (text, lines = 40) => text.split('\n').slice(-lines).join('\n');

/**
 * The version of a package installed in the workspace, so the app installs what the store holds;
 * with `besides`, the one pnpm linked beside that package (a dependency the root does not list), or
 * with a workspace folder (`packages/ui`), the one that package installs.
 */
export function workspaceVersion(name, besides) {
  const modules = besides?.startsWith('packages/')
    ? path.join(root, besides, 'node_modules')
    : besides
      ? path.join(
          realpathSync(path.join(root, 'node_modules', besides)),
          ...besides.split('/').map(() => '..'),
        )
      : path.join(root, 'node_modules');
  return JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
}

/** `{ name: exact workspace version }` for each of `names`. */
export const exactVersions = (names, besides) =>
  Object.fromEntries(names.map((name) => [name, workspaceVersion(name, besides)]));

/**
 * Packs `chosen` libraries into `work/packs` and returns each one's tarball path by name. `pnpm pack`
 * runs each package's `prepack` (scripts/prepack-library.mjs), which builds it when its dist/ is
 * older than its sources; with `rebuild`, dist/ is removed first, so that it is built afresh.
 */
export function buildAndPack(work, { chosen = libraries, rebuild = false } = {}) {
  if (rebuild)
    for (const library of chosen)
      rmSync(path.join(root, library.dir, 'dist'), { recursive: true, force: true });
  const packs = path.join(work, 'packs');
  mkdirSync(packs, { recursive: true });
  for (const library of chosen) {
    console.log(`  pnpm pack ${library.name} (its prepack builds it when stale)`);
    const packed = run('pnpm', ['pack', '--pack-destination', packs], {
      cwd: path.join(root, library.dir),
      quiet: true,
    });
    if (!packed.ok) throw new Error(`pnpm pack of ${library.name} failed:\n${tail(packed.output)}`);
  }
  return Object.fromEntries(
    chosen.map((library) => {
      const prefix = `${library.name.replace('@', '').replace('/', '-')}-`;
      const file = readdirSync(packs).find((name) => name.startsWith(prefix) && name.endsWith('.tgz'));
      if (!file) throw new Error(`pnpm pack wrote no tarball for ${library.name} in ${packs}`);
      return [library.name, path.join(packs, file)];
    }),
  );
}

/**
 * Writes the app's package.json (the tarballs as `file:` dependencies beside `dependencies`) and
 * installs it engine-strict: a team that refuses dependencies needing a newer Node than the one the
 * project promises (and this machine runs) must still be able to install.
 */
export function installApp(app, tarballs, { dependencies = {}, devDependencies = {} }) {
  const manifest = {
    name: 'blade-consumer-app',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`])),
      ...dependencies,
    },
    devDependencies,
  };
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return run(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      '--no-frozen-lockfile',
      '--config.engine-strict=true',
      '--reporter=append-only',
    ],
    { cwd: app, quiet: true },
  );
}
