// The consumer test: @blade-console/ui and @blade-console/blade-client as another team gets them.
// Both are packed with `pnpm pack` (whose prepack builds them when stale); the tarballs are checked
// (licence, README, no source maps, manifest, .d.ts imports, require conditions, 'use client', the
// main entry free of optional peers), ui is installed alone with npm to weigh its own dependencies
// (≤ 30 MB), then both are installed with their peers into a fresh Vite + React 19 app in the
// system's temp folder, outside the workspace, where every entry is imported by plain Node and
// required by a CommonJS file, the app is type-checked with `skipLibCheck: false`, tested with
// Vitest in jsdom on an English page, and built with Vite. Last, a Next.js app-router app is built
// from the ui tarball, and its prerendered page must carry the Button's styles. The apps live in
// scripts/consumer/app and scripts/consumer/next-app.
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
import { installLimit, mb, measureInstall } from './consumer/install-size.mjs';
import { oneVersionOf } from './consumer/installed.mjs';
import { checkNext } from './consumer/next.mjs';
import { checkNodeLoads, entryPoints } from './consumer/node/entries.mjs';
import { checkPackage } from './consumer/package-checks.mjs';
import { buildAndPack, exactVersions, installApp, libraries, root, run, tail } from './consumer/packs.mjs';
import { createReport } from './consumer/report.mjs';

const tiptap = [
  '@tiptap/extension-image',
  '@tiptap/extensions',
  '@tiptap/pm',
  '@tiptap/react',
  '@tiptap/starter-kit',
];

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
    for (const [check, problems] of checkPackage(
      path.join(unpacked, 'package'),
      path.join(root, library.dir),
    ))
      report.record(`${library.name}: ${check}`, problems);
  }

  console.log("\nui's install");
  const installed = measureInstall(
    path.join(work, 'install-size'),
    '@blade-console/ui',
    tarballs['@blade-console/ui'],
    {
      ...exactVersions(['react', 'react-dom', 'styled-components']),
    },
  );
  report.record(
    `@blade-console/ui with its own dependencies installs in ≤ ${mb(installLimit)} (npm, beside react, react-dom and styled-components)`,
    !installed.ok
      ? [installed.output]
      : installed.own > installLimit
        ? [
            `${mb(installed.own)}; the largest: ${installed.largest.map(([name, bytes]) => `${name} ${mb(bytes)}`).join(', ')}`,
          ]
        : [],
  );
  if (installed.ok)
    console.log(
      `  ${mb(installed.own)} (node_modules ${mb(installed.total)} with the peers); the largest: ${installed.largest
        .map(([name, bytes]) => `${name} ${mb(bytes)}`)
        .join(', ')}`,
    );

  console.log('\nthe app');
  const app = path.join(work, 'app');
  cpSync(path.join(root, 'scripts/consumer/app'), app, { recursive: true });
  const install = installApp(app, tarballs, {
    // The optional peers of the subpaths, whose pages the app loads on demand: bpmn-js
    // (@blade-console/ui/flow), echarts (/charts), Tiptap (/rich-text); and swr (@blade-console/blade-client/swr; msw, the peer of /mocks, needs Node 22 to
    // install engine-strict).
    dependencies: {
      ...exactVersions(['react', 'react-dom', 'styled-components']),
      ...exactVersions(['bpmn-js', 'echarts', ...tiptap], 'packages/ui'),
      ...exactVersions(['swr'], 'packages/blade-client'),
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
  // Tiptap's packages need each other at exact versions: two versions are two editors' worth of code.
  report.record('one version of Tiptap installs', oneVersionOf(app, '@tiptap/'));

  // Every public entry point, by ESM import and by CommonJS require (bpmn-js itself loads only when
  // a chart renders).
  checkNodeLoads(
    report,
    app,
    entryPoints(
      app,
      libraries.map((library) => library.name),
    ),
    {
      '@blade-console/blade-client/mocks': 'msw',
    },
  );

  const bin = (name) => path.join(app, 'node_modules/.bin', name);
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

  console.log('\nNext.js (app router), from the ui tarball');
  checkNext(report, work, tarballs['@blade-console/ui']);
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
