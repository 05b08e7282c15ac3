// What @blade-console/ui weighs in an app, measured as another team gets it: the package is built
// (when stale) and packed, the tarball installed into a temporary Vite + React app outside the
// workspace, and each example in bench/ui-size/ built there by Vite on its own. A figure is the gzip
// size of the JavaScript the page loads at start (the entry chunk and its static imports; chunks
// loaded on demand, such as the English strings, are not counted), less the same for the baseline
// example, React + React DOM + styled-components, which every app using the library ships anyway.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
import { kb } from './lib.mjs';

const examples = [
  { entry: 'react-sc', name: 'React + styled-components' },
  { entry: 'button', name: 'Button alone', aim: 15 * 1024 },
  { entry: 'dialog-crud-table', name: 'Dialog + CrudTable', aim: 60 * 1024 },
];

/** Gzip bytes of the chunks loaded at start: the entry and, recursively, what it imports statically. */
function startupGzip(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  let bytes = 0;
  for (const key of seen)
    bytes += gzipSync(readFileSync(path.join(outDir, manifest[key].file)), { level: 9 }).length;
  return bytes;
}

/** `keep`: leave the temporary app (its path is printed) to look into what a figure holds. */
export async function measureUiSize({ keep = false } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), 'blade-ui-size-'));
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
      sizes[entry] = startupGzip(path.join(app, 'dist', entry));
    }

    const baseline = sizes['react-sc'];
    console.log(
      '\n@blade-console/ui in an app (packed, installed, built by Vite; JS loaded at start, gzip -9)',
    );
    console.log('example                      total        over React + SC   aim');
    const rows = examples.map(({ entry, name, aim }) => {
      const over = sizes[entry] - baseline;
      const verdict = aim === undefined ? '' : `≤ ${kb(aim)} ${over <= aim ? 'met' : 'MISSED'}`;
      console.log(
        `${name.padEnd(28)} ${kb(sizes[entry]).padEnd(12)} ${(entry === 'react-sc' ? '(baseline)' : kb(over)).padEnd(17)} ${verdict}`,
      );
      return { name, total: sizes[entry], over, aim };
    });
    const files = readdirSync(path.join(app, 'dist/button/assets')).filter((file) => file.endsWith('.js'));
    console.log(
      `(Button alone ships ${files.length} JS file(s); every figure excludes chunks loaded on demand)`,
    );
    return rows;
  } finally {
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

//   node bench/ui-size.mjs [--keep]
if (import.meta.url === `file://${process.argv[1]}`)
  await measureUiSize({ keep: process.argv.includes('--keep') });
