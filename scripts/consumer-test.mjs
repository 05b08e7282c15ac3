// The consumer test: @blade-console/ui and @blade-console/blade-client as another team gets them.
// Both are built (when stale) and packed with `pnpm pack`; the tarballs are checked (licence, README,
// source map comments, .d.ts imports), then installed with their peers into a fresh Vite + React 19
// app in the system's temp folder, outside the workspace, where the app is imported by plain Node,
// type-checked with `skipLibCheck: false`, tested with Vitest in jsdom on an English page, and built
// with Vite. The app lives in scripts/consumer/app.
//
//   node scripts/consumer-test.mjs [--results test-results] [--rebuild] [--keep]
//
// --results  writes the app's Vitest report (vitest-consumer.json) and these checks
//            (checks-consumer.json) there, for scripts/test-summary.mjs
// --rebuild  builds both packages even when their dist/ looks fresh
// --keep     leaves the temp folder (its path is printed) to look into a failure
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './build-if-stale.mjs';
import { checkPackage } from './consumer/package-checks.mjs';
import { createReport } from './consumer/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: { results: { type: 'string' }, rebuild: { type: 'boolean' }, keep: { type: 'boolean' } },
});
const resultsDir = options.results ? path.resolve(options.results) : undefined;

const libraries = [
  { name: '@blade-console/ui', dir: 'packages/ui' },
  { name: '@blade-console/blade-client', dir: 'packages/blade-client' },
];

/** Runs a command; its output is shown as it comes, or kept (`quiet`) to show only on failure. */
function run(command, args, { cwd, quiet = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  return { ok: result.status === 0, output: result.error ? String(result.error) : output };
}

const tail = (text, lines = 40) => text.split('\n').slice(-lines).join('\n');

/**
 * The version of a package installed in the workspace, so the app installs what the store holds;
 * with `besides`, the one pnpm linked beside that package (a dependency the root does not list).
 */
function workspaceVersion(name, besides) {
  const modules = besides
    ? path.join(realpathSync(path.join(root, 'node_modules', besides)), ...besides.split('/').map(() => '..'))
    : path.join(root, 'node_modules');
  return JSON.parse(readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
}

const work = mkdtempSync(path.join(tmpdir(), 'blade-consumer-'));
const report = createReport('consumer test (scripts/consumer-test.mjs)');
let appTestsFailed = false;
console.log(`consumer test in ${work}`);

try {
  console.log('\nbuilding and packing');
  for (const library of libraries) {
    const dir = path.join(root, library.dir);
    const sources = ['src', 'package.json', 'tsup.config.ts', 'tsconfig.json'].map((file) =>
      path.join(dir, file),
    );
    sources.push(path.join(root, 'packages/blade-schema/src'));
    if (options.rebuild) rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
    buildIfStale(library.name, path.join(dir, 'dist/index.js'), sources);
  }
  const packs = path.join(work, 'packs');
  mkdirSync(packs);
  for (const library of libraries) {
    const packed = run('pnpm', ['pack', '--pack-destination', packs], {
      cwd: path.join(root, library.dir),
      quiet: true,
    });
    if (!packed.ok) throw new Error(`pnpm pack of ${library.name} failed:\n${tail(packed.output)}`);
  }
  const tarballs = Object.fromEntries(
    libraries.map((library) => {
      const prefix = `${library.name.replace('@', '').replace('/', '-')}-`;
      const file = readdirSync(packs).find((name) => name.startsWith(prefix) && name.endsWith('.tgz'));
      if (!file) throw new Error(`pnpm pack wrote no tarball for ${library.name} in ${packs}`);
      return [library.name, path.join(packs, file)];
    }),
  );

  console.log('\nthe tarballs');
  for (const library of libraries) {
    const unpacked = path.join(work, 'unpacked', path.basename(library.dir));
    mkdirSync(unpacked, { recursive: true });
    const untar = run('tar', ['-xzf', tarballs[library.name], '-C', unpacked], { quiet: true });
    if (!untar.ok) throw new Error(`cannot unpack ${tarballs[library.name]}: ${untar.output}`);
    for (const [check, problems] of checkPackage(path.join(unpacked, 'package')))
      report.record(`${library.name}: ${check}`, problems);
  }

  console.log('\nthe app');
  const app = path.join(work, 'app');
  cpSync(path.join(root, 'scripts/consumer/app'), app, { recursive: true });
  const exact = (names, besides) =>
    Object.fromEntries(names.map((name) => [name, workspaceVersion(name, besides)]));
  const manifest = {
    name: 'blade-consumer-app',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(libraries.map((library) => [library.name, `file:${tarballs[library.name]}`])),
      ...exact(['react', 'react-dom', 'styled-components']),
    },
    devDependencies: {
      ...exact(['typescript', 'vite', '@vitejs/plugin-react', 'vitest', 'jsdom', '@testing-library/react']),
      ...exact(['@types/react', '@types/react-dom', '@types/node']),
      ...exact(['@testing-library/dom'], '@testing-library/react'),
    },
  };
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  // engine-strict: a team that refuses dependencies needing a newer Node than the one the project
  // promises (and this machine runs) must still be able to install.
  const install = run(
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
  if (
    !report.record(
      'installs the tarballs and their peers (engine-strict)',
      install.ok ? [] : [tail(install.output)],
    )
  )
    throw new Error('the app could not be installed; nothing more to check');

  const bin = (name) => path.join(app, 'node_modules/.bin', name);
  // Plain Node ESM, as test runners and SSR load a dependency: every import must resolve as written.
  const imported = run(
    'node',
    ['--input-type=module', '-e', libraries.map((library) => `await import('${library.name}');`).join(' ')],
    { cwd: app, quiet: true },
  );
  report.record(
    'Node imports both packages (ESM, every import resolvable as written)',
    imported.ok ? [] : [tail(imported.output, 15)],
  );

  const typed = run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: app, quiet: true });
  report.record('the app type-checks with skipLibCheck: false', typed.ok ? [] : [tail(typed.output)]);

  const reporters = resultsDir
    ? [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(resultsDir, 'vitest-consumer.json')}`,
      ]
    : [];
  console.log('\nthe app\'s tests (Vitest, jsdom, <html lang="en">)');
  appTestsFailed = !run(bin('vitest'), ['run', ...reporters], { cwd: app }).ok;

  const built = run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: app, quiet: true });
  report.record('the app builds with Vite', built.ok ? [] : [tail(built.output)]);
  if (built.ok) {
    const assets = path.join(app, 'dist/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    const gzipped = scripts.reduce(
      (sum, name) => sum + gzipSync(readFileSync(path.join(assets, name))).length,
      0,
    );
    console.log(`  the app's JavaScript: ${scripts.length} files, ${(gzipped / 1024).toFixed(1)} KB gzip`);
  }
} catch (error) {
  report.record('runs to the end', [error instanceof Error ? error.message : String(error)]);
} finally {
  if (resultsDir) {
    mkdirSync(resultsDir, { recursive: true });
    report.write(path.join(resultsDir, 'checks-consumer.json'));
  }
  if (options.keep) console.log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failures = report.failed();
if (failures.length || appTestsFailed) {
  console.log('\nconsumer test FAILED:');
  for (const failure of failures) console.log(`  ✗ ${failure.name}`);
  if (appTestsFailed) console.log("  ✗ the app's Vitest tests (see above)");
  process.exit(1);
}
console.log('\nconsumer test passed');
