// What @blade-console/ui weighs in an app, measured as another team gets it: the package is packed
// (its prepack builds it when stale), the tarball installed into a temporary Vite + React app outside
// the workspace, and each example in bench/ui-size/ built there by Vite on its own. Two figures per
// example, gzip -9 of JavaScript, less the same for the baseline (React + React DOM +
// styled-components, which every app using the library ships anyway):
// - at start: the entry chunk and its static imports (the build's manifest);
// - after idle: every script Chromium fetched by the time the page is loaded, the network has been
//   quiet and the browser idle: what loads on its own without a click, such as the language's
//   strings of an English page and Radix's dialog, which Dialog fetches when the browser is idle.
// Figures only, printed beside the aims: nothing here passes or fails.
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  buildAndPack,
  exactVersions,
  installApp,
  libraries,
  root,
  run,
  tail,
} from '../scripts/consumer/packs.mjs';
import { kb, launchChromium } from './lib.mjs';

const examples = [
  { entry: 'react-sc', name: 'React + styled-components' },
  { entry: 'button', name: 'Button in UiProvider (en)', aim: { idle: 15 * 1024 } },
  { entry: 'button-unstyled', name: 'Button without UiProvider' },
  { entry: 'dialog-crud-table', name: 'Dialog + CrudTable (en)', aim: { start: 60 * 1024 } },
];

const gzip = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The example's built files loaded at start: the entry chunk and, recursively, its static imports. */
function startFiles(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  return { entry, files: [...seen].map((key) => manifest[key].file) };
}

/** Serves `dir` on loopback (an ephemeral port: `BENCH_UI_SIZE_PORT` to choose one). */
function serve(dir) {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const found = file.startsWith(dir) && existsSync(file) && statSync(file).isFile();
    const target = found ? file : path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': target.endsWith('.js') ? 'text/javascript' : 'text/html' });
    createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(Number(process.env.BENCH_UI_SIZE_PORT ?? 0), '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ base: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

/** The built files (relative to `outDir`) of every script Chromium fetched until the page was idle. */
async function filesAfterIdle(browser, outDir, entry) {
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/${entry}"></script></head><body><div id="root"></div></body></html>`,
  );
  const server = await serve(outDir);
  const page = await browser.newPage();
  const fetched = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) fetched.add(pathname.slice(1));
  });
  try {
    await page.goto(`${server.base}/`, { waitUntil: 'networkidle' });
    // Twice idle: what the first idle callback fetches may schedule more for the next.
    for (let round = 0; round < 2; round++) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
      );
      await page.waitForLoadState('networkidle');
    }
  } finally {
    await page.close();
    server.close();
  }
  return [...fetched];
}

/** `keep`: leave the temporary app (its path is printed) to look into what a figure holds. */
export async function measureUiSize({ keep = false } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'blade-ui-size-'));
  const browser = await launchChromium();
  try {
    const ui = libraries.filter((library) => library.name === '@blade-console/ui');
    const tarballs = buildAndPack(work, { chosen: ui });
    const app = path.join(work, 'app');
    mkdirSync(app);
    cpSync(path.join(root, 'bench/ui-size'), path.join(app, 'src'), { recursive: true });
    cpSync(path.join(app, 'src/vite.config.mjs'), path.join(app, 'vite.config.mjs'));
    cpSync(path.join(root, 'scripts/consumer/app/src/App.tsx'), path.join(app, 'src/App.tsx'));
    const install = installApp(app, tarballs, {
      dependencies: exactVersions(['react', 'react-dom', 'styled-components']),
      devDependencies: exactVersions(['vite', '@vitejs/plugin-react']),
    });
    if (!install.ok) throw new Error(`the size app could not be installed:\n${tail(install.output)}`);

    const sizes = {};
    for (const { entry } of examples) {
      const built = run(path.join(app, 'node_modules/.bin/vite'), ['build'], {
        cwd: app,
        quiet: true,
        env: { ENTRY: entry },
      });
      if (!built.ok) throw new Error(`vite build of ${entry} failed:\n${tail(built.output)}`);
      const outDir = path.join(app, 'dist', entry);
      const start = startFiles(outDir);
      const idle = await filesAfterIdle(browser, outDir, start.entry);
      const sum = (files) => files.reduce((bytes, file) => bytes + gzip(path.join(outDir, file)), 0);
      sizes[entry] = { start: sum(start.files), idle: sum(idle), files: idle.length };
    }

    const baseline = sizes['react-sc'];
    console.log(
      '\n@blade-console/ui in an app (packed, installed, built by Vite; JS gzip -9, over React + styled-components)',
    );
    console.log('example                      at start    over      after idle  over      files  aim');
    const rows = examples.map(({ entry, name, aim }) => {
      const { start, idle, files } = sizes[entry];
      const over = { start: start - baseline.start, idle: idle - baseline.idle };
      const aims = Object.entries(aim ?? {}).map(
        ([when, bytes]) =>
          `${when === 'idle' ? 'after idle' : 'at start'} ≤ ${kb(bytes)} ${over[when] <= bytes ? 'met' : 'MISSED'}`,
      );
      const base = entry === 'react-sc';
      console.log(
        `${name.padEnd(28)} ${kb(start).padEnd(11)} ${(base ? '—' : kb(over.start)).padEnd(9)} ${kb(idle).padEnd(11)} ${(base ? '—' : kb(over.idle)).padEnd(9)} ${String(files).padEnd(6)} ${aims.join('; ')}`,
      );
      return { name, start, idle, over, aim };
    });
    console.log(
      '(after idle: what Chromium fetched with no click, by the load, a quiet network and two idle callbacks)',
    );
    return rows;
  } finally {
    await browser.close();
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

//   node bench/ui-size.mjs [--keep]
if (import.meta.url === `file://${process.argv[1]}`)
  await measureUiSize({ keep: process.argv.includes('--keep') });
