import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** What the two unit projects share (`--project 'unit*'` runs both). */
const unitTests = {
  // Screenshot comparisons need a real browser: they run in the `visual` project.
  exclude: ['packages/ui/src/visual/**', '**/node_modules/**'],
  // Vitest's default is one worker fewer than the cores: one on CI's two. Two workers run the unit
  // tests in 420 s instead of 620 s there (each jsdom file spends ~1 s building its document).
  maxWorkers: 2,
  // Generous: a loaded 2-core machine can stall a jsdom test well past the 5 s default.
  testTimeout: 15_000,
  setupFiles: [path.join(root, 'vitest.setup.ts')],
  env: {
    // styled-components' "speedy" injection, as in production builds: each rule goes into the sheet
    // through insertRule. Outside production it appends text to one <style> instead, and jsdom parses
    // that whole sheet again on every append: a quarter of a whole-console test's CPU
    // (websitePages.app.test.tsx, profiled), against ~1 % this way.
    SC_DISABLE_SPEEDY: 'false',
  },
};

/** The packages whose tests are unit tests (the server's are a project of their own). */
const unitPackages = ['ui', 'blade-client', 'blade-schema', 'console', 'site'];
/** The unit tests' files (`.test.tsx` or `.test.ts`), as paths from the root. */
function unitTestFiles(extension: string): string[] {
  return unitPackages.flatMap((name) =>
    readdirSync(path.join(root, 'packages', name, 'src'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );
}
const says = (pattern: RegExp) => (file: string) => pattern.test(readFileSync(path.join(root, file), 'utf8'));
/**
 * The files that need modules of their own: those that replace a module (`vi.mock`: a mock reaches
 * only a module not loaded yet, and stays for whatever file loads it next) and those that say
 * `@isolate-modules` (they watch something happen once per module, as it loads). They run in
 * `unit-isolated`; the rest share one module graph per worker (`unit`, `unit-node`).
 */
const needsOwnModules = says(/vi\.mock\(|@isolate-modules/);
const componentFiles = unitTestFiles('.test.tsx');
// Logic files run in Node unless they say they need a document (then they run with the components).
const logicFiles = [...unitTestFiles('.test.ts'), 'scripts/jsdom-computed-style.test.ts'];
const inJsdom = says(/@vitest-environment jsdom/);
const isolatedTests = [...componentFiles, ...logicFiles].filter(needsOwnModules);
/** Components, hooks and pages, and the logic files that need a document. */
const sharedPageTests = [...componentFiles, ...logicFiles.filter(inJsdom)].filter((f) => !needsOwnModules(f));
const nodeTests = logicFiles.filter((file) => !inJsdom(file) && !needsOwnModules(file));

/**
 * Files that say `@starts-first` (a test that waits for the clock: a cron minute) run before the
 * others. Without Vitest's results cache, as on CI's fresh clone, files run largest first, and such a
 * small file came last: one worker waited ~45 s alone at the end of the PostgreSQL run while the
 * other had nothing left. Started first, the other worker runs the suite meanwhile.
 */
class StartsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = sorted.filter((file) => readFileSync(file.moduleId, 'utf8').includes('@starts-first'));
    return [...first, ...sorted.filter((file) => !first.includes(file))];
  }
}

export default defineConfig({
  test: {
    // Only the PostgreSQL run has such files (`*.postgres.test.ts`); elsewhere Vitest's own
    // sequencer stays, so `--sequence.shuffle.files` still shuffles.
    ...(process.env.TEST_DATABASE_URL ? { sequence: { sequencer: StartsFirst } } : {}),
    projects: [
      {
        test: {
          name: 'unit',
          // Components, hooks and pages, and the logic files that need a document, in jsdom.
          include: sharedPageTests,
          ...unitTests,
          environment: 'jsdom',
          // One jsdom and one module graph per worker, not per file: importing React, the ui
          // package and the pages again for each of ~70 files, and a jsdom for each, took a third of
          // the unit step's CPU (783 → 532 CPU-s). Each file starts from a clean page, storage,
          // address and language (vitest.setup.ts).
          isolate: false,
          provide: { sharedPage: true },
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: isolatedTests,
          ...unitTests,
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'unit-node',
          // Logic without a page, in Node: building a jsdom for each of ~100 files took ~1 s apiece
          // (them alone: 115 s against 73 s; the whole unit step 584 s against 527 s, back to back on
          // this machine). A file that needs a document says `// @vitest-environment jsdom` at its top
          // and runs with the components (`unit`).
          include: nodeTests,
          ...unitTests,
          environment: 'node',
          // One module graph per worker, as in `unit`: importing the packages again for each of ~90
          // files was most of the project's time (82 s and 150 CPU-s against 58 s and 101 CPU-s).
          isolate: false,
        },
      },
      // Its own config, so that its tests also run from the package (see there).
      'packages/server/vitest.config.ts',
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The story files of a shard run in one page, not a fresh one each: loading the preview
          // (themes, i18n, the ui package) again for every file was about half of each shard (setup
          // 45–73 s of 125–195 s; the three shards 215 s against 454 s). Theme, accent and language
          // are set for every story (preview.tsx), and so are the toasts closed.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
        },
      },
      {
        // Visual references: key stories in several themes against committed PNGs
        // (packages/ui/src/visual). Its own browser options object (see chromium.mjs).
        optimizeDeps: {
          entries: [
            'packages/ui/src/visual/*.tsx',
            'packages/ui/src/**/*.stories.tsx',
            '.storybook/preview.tsx',
          ],
        },
        test: {
          name: 'visual',
          include: ['packages/ui/src/visual/**/*.test.tsx'],
          testTimeout: 60_000,
          setupFiles: [path.join(root, 'packages/ui/src/visual/setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium', viewport: { width: 1024, height: 768 } }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing noise only; a changed colour, size or position fails.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
