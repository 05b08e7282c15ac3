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
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { checkPackage } from './consumer/package-checks.mjs';
import { buildAndPack, exactVersions, installApp, libraries, root, run, tail } from './consumer/packs.mjs';
import { createReport } from './consumer/report.mjs';

const { values: options } = parseArgs({
  options: { results: { type: 'string' }, rebuild: { type: 'boolean' }, keep: { type: 'boolean' } },
});
const resultsDir = options.results ? path.resolve(options.results) : undefined;

const work = mkdtempSync(path.join(tmpdir(), 'blade-consumer-'));
const report = createReport('consumer test (scripts/consumer-test.mjs)');
let appTestsFailed = false;
console.log(`consumer test in ${work}`);

try {
  console.log('\nbuilding and packing');
  const tarballs = buildAndPack(work, { rebuild: options.rebuild });

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
  const install = installApp(app, tarballs, {
    // bpmn-js: the optional peer of @blade-console/ui/flow, which the app's flow page uses.
    dependencies: {
      ...exactVersions(['react', 'react-dom', 'styled-components']),
      ...exactVersions(['bpmn-js'], 'packages/ui'),
    },
    devDependencies: {
      ...exactVersions([
        'typescript',
        'vite',
        '@vitejs/plugin-react',
        'vitest',
        'jsdom',
        '@testing-library/react',
      ]),
      ...exactVersions(['@types/react', '@types/react-dom', '@types/node']),
      ...exactVersions(['@testing-library/dom'], '@testing-library/react'),
    },
  });
  if (
    !report.record(
      'installs the tarballs and their peers (engine-strict)',
      install.ok ? [] : [tail(install.output)],
    )
  )
    throw new Error('the app could not be installed; nothing more to check');

  // Every public entry point, the flow subpath included (bpmn-js itself loads only when a chart renders).
  const entryPoints = [
    ...libraries.map((library) => library.name),
    '@blade-console/ui/flow',
    '@blade-console/ui/i18n',
  ];
  const bin = (name) => path.join(app, 'node_modules/.bin', name);
  // Plain Node ESM, as test runners and SSR load a dependency: every import must resolve as written.
  const imported = run(
    'node',
    ['--input-type=module', '-e', entryPoints.map((entry) => `await import('${entry}');`).join(' ')],
    { cwd: app, quiet: true },
  );
  report.record(
    `Node imports ${entryPoints.join(', ')} (ESM, every import resolvable as written)`,
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
