// Every public entry point of the packed libraries, loaded by plain Node as test runners, SSR and
// CommonJS tools load a dependency: `import` (every import must resolve as written) and `require()`.
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, tail } from '../packs.mjs';

/** `@blade-console/ui`, `@blade-console/ui/flow`, … : every subpath of each installed package's exports map. */
export function entryPoints(app, names) {
  return names.flatMap((name) => {
    const pkg = JSON.parse(readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8'));
    return Object.keys(pkg.exports ?? { '.': pkg.main })
      .filter((subpath) => subpath !== './package.json')
      .map((subpath) => (subpath === '.' ? name : `${name}/${subpath.slice(2)}`));
  });
}

/**
 * Records in `report` whether Node imports (ESM) and requires (CommonJS) each of `entries` in `app`.
 * `absentPeers` maps an entry to the optional peer the app does not install (msw, which needs a newer
 * Node than 20 to install engine-strict): that entry must resolve and fail only for want of it.
 */
export function checkNodeLoads(report, app, entries, absentPeers = {}) {
  const present = entries.filter((entry) => !absentPeers[entry]);
  const imported = run(
    'node',
    ['--input-type=module', '-e', present.map((entry) => `await import('${entry}');`).join(' ')],
    { cwd: app, quiet: true },
  );
  report.record(
    `Node imports ${present.join(', ')} (ESM, every import resolvable as written)`,
    imported.ok ? [] : [tail(imported.output, 15)],
  );

  const script = 'require-entries.cjs';
  cpSync(fileURLToPath(new URL(`./${script}`, import.meta.url)), path.join(app, script));
  const args = entries.map((entry) => (absentPeers[entry] ? `${entry}!${absentPeers[entry]}` : entry));
  const required = run('node', [script, ...args], { cwd: app, quiet: true });
  const without = Object.entries(absentPeers).map(([entry, peer]) => `${entry} without ${peer}`);
  report.record(
    `Node requires every entry from a CommonJS file (${script}; ${without.join(', ')}: only that is missing)`,
    required.ok ? [] : [tail(required.output, 15)],
  );
}
