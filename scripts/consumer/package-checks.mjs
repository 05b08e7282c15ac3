// What a consumer gets in a packed tarball, checked without installing it: a licence, a README that
// stands on its own, no source maps, engines, repository, homepage and a prepack build, one Tiptap
// range, .d.ts files whose imports are all packed, require conditions and 'use client' directives.
// Each check returns the problems it found (empty: passed), worded for the person who must fix them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of an unpacked package, relative to its root, with `/` separators. */
export function packedFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function licence(files, pkg) {
  const problems = [];
  if (typeof pkg.license !== 'string' || !pkg.license.trim())
    problems.push('package.json declares no "license"');
  if (!files.some((file) => /^licen[cs]e(\.md|\.txt)?$/i.test(file)))
    problems.push('no LICENSE file is packed (add it to "files")');
  return problems;
}

// Documents of this repository a consumer does not have.
const internalDocuments = /\bSPEC\b|ARCHITECTURE|blade-api\.md|\bissue \d+/;

// The README, and every other Markdown file packed beside it (blade-client's API.md).
function documents(dir, files) {
  if (!files.includes('README.md')) return ['no README.md is packed'];
  const problems = [];
  for (const document of files.filter((file) => file.endsWith('.md') && !file.includes('/'))) {
    const text = readFileSync(path.join(dir, document), 'utf8');
    // Markdown links to files beside it, e.g. [API.md](./API.md): they must be packed too.
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const file = path.posix.normalize(target.replace(/^\.\//, ''));
      if (!files.includes(file)) problems.push(`${document} links ${target}, which is not packed`);
    }
    const internal = text.split('\n').find((line) => internalDocuments.test(line));
    if (internal) problems.push(`${document} cites a document consumers do not have: "${internal.trim()}"`);
  }
  return problems;
}

// Source maps would be most of the tarball (each embeds its sources), for an output that is
// readable and unminified anyway: none are packed, and no file names one.
function sourceMaps(dir, files) {
  const problems = files.filter((file) => file.endsWith('.map')).map((file) => `${file} is packed`);
  for (const file of files.filter((name) => /\.[cm]?js$/.test(name))) {
    if (/^\/\/# sourceMappingURL=/m.test(readFileSync(path.join(dir, file), 'utf8')))
      problems.push(`${file} names a source map`);
  }
  return problems.slice(0, 10);
}

// What a registry page and a package manager read: the Node versions it runs on, where its code
// and documentation live; and a build before every pack and publish, in the workspace's manifest
// (`pnpm pack` leaves `prepack` out of the packed one).
function manifest(pkg, workspacePkg) {
  const problems = [];
  if (!pkg.engines?.node) problems.push('no "engines": { "node": … }');
  const repository = typeof pkg.repository === 'string' ? { url: pkg.repository } : pkg.repository;
  if (!repository?.url) problems.push('no "repository" with a url');
  else if (!repository.directory) problems.push('"repository" names no "directory" in the monorepo');
  if (!/^https:\/\//.test(pkg.homepage ?? '')) problems.push('no "homepage" (an https address)');
  if (!/\bprepack-library\.mjs\b|\bbuild\b/.test(workspacePkg.scripts?.prepack ?? ''))
    problems.push('no "prepack" script that builds: a publish without a manual build ships no dist/');
  return problems;
}

// Tiptap's packages name each other at exact versions: given different ranges, two copies install.
function oneTiptap(pkg) {
  const ranges = new Set(
    Object.entries({ ...pkg.dependencies, ...pkg.peerDependencies })
      .filter(([name]) => name.startsWith('@tiptap/'))
      .map(([, range]) => range),
  );
  return ranges.size > 1 ? [`@tiptap/* packages asked at ${[...ranges].join(', ')}: one range for all`] : [];
}

// `import … from './x.js'`, `export … from './x.js'` and `import('./x.js')` in declaration files.
const relativeSpecifier = /(?:\bfrom\s+|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function declarationFor(files, fromFile, specifier) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const stem = target.replace(/\.(js|mjs|d\.ts)$/, '');
  return [`${stem}.d.ts`, `${stem}.d.mts`, `${stem}/index.d.ts`].find((file) => files.includes(file));
}

function declarations(dir, files) {
  const problems = [];
  for (const file of files.filter((name) => /\.d\.m?ts$/.test(name))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const [, specifier] of text.matchAll(relativeSpecifier)) {
      if (!declarationFor(files, file, specifier))
        problems.push(`${file} imports ${specifier}, which is not in the package`);
    }
  }
  return problems;
}

function exportedFiles(files, pkg) {
  const problems = [];
  const targets = [];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(pkg.exports);
  if (pkg.types) targets.push(pkg.types);
  for (const target of targets) {
    const file = path.posix.normalize(target.replace(/^\.\//, ''));
    if (!files.includes(file)) problems.push(`package.json points at ${target}, which is not packed`);
    if (file.startsWith('src/'))
      problems.push(`package.json points at the sources (${target}), not at dist/`);
  }
  return problems;
}

// Every entry of the exports map loads by `require()` too (CommonJS tools, Jest): a `require` or
// `default` condition, not `import` alone.
function requireConditions(pkg) {
  const problems = [];
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target === 'string' || subpath === './package.json') continue;
    if (!('require' in target) && !('default' in target))
      problems.push(`exports["${subpath}"] has no "require" or "default" condition: require() fails`);
  }
  return problems;
}

const directive = /^["']use client["'];/;
const clientImport = /^import\b[^;]*?\bfrom\s*"(?:react|styled-components)"/ms;

// A UI library's modules for React Server Components: each one that imports React or
// styled-components starts with 'use client', and the entry points (re-exports only) do not, so a
// server page may import the package and the server-safe helpers stay server-safe.
function clientDirectives(files, dir, pkg) {
  if (!pkg.peerDependencies?.['styled-components']) return [];
  const problems = [];
  const entries = new Set(
    Object.values(pkg.exports ?? {}).map((target) =>
      path.posix.normalize((target.default ?? target.import ?? target).replace(/^\.\//, '')),
    ),
  );
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    const marked = directive.test(code);
    if (entries.has(file) && marked) problems.push(`${file}, an entry point, starts with 'use client'`);
    if (!entries.has(file) && !marked && clientImport.test(code))
      problems.push(`${file} imports React or styled-components but does not start with 'use client'`);
    if (marked && /^export \*/m.test(code))
      problems.push(`${file} starts with 'use client' and has an \`export *\` (Next.js refuses it)`);
  }
  return problems;
}

const anyImport = /(?:^(?:import|export)\b[^;]*?\bfrom\s*|^import\s*|\bimport\(\s*)"([^"]+)"/gms;
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages an entry file reaches through the package's modules, by static or dynamic import. */
function reachedPackages(dir, entry) {
  const reached = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(path.join(dir, file))) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(path.join(dir, file), 'utf8').matchAll(anyImport)) {
      if (specifier.startsWith('.'))
        visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
      else reached.add(packageName(specifier));
    }
  };
  visit(entry);
  return reached;
}

// An optional peer is needed by the subpaths that say so, never by the main entry: an app's
// bundler would fail on its import (even a dynamic one) where it is not installed.
function optionalPeers(dir, pkg) {
  const optional = Object.keys(pkg.peerDependenciesMeta ?? {}).filter(
    (name) => pkg.peerDependenciesMeta[name].optional,
  );
  const main = pkg.exports?.['.'];
  const entry = typeof main === 'string' ? main : (main?.default ?? main?.import);
  if (!entry || optional.length === 0) return [];
  const reached = reachedPackages(dir, path.posix.normalize(entry.replace(/^\.\//, '')));
  return optional
    .filter((name) => reached.has(name))
    .map((name) => `the main entry reaches the optional peer ${name}`);
}

/**
 * The checks of one unpacked package (`dir` holds its package.json), each as `[name, problems]`;
 * `workspaceDir` is its folder in the workspace.
 */
export function checkPackage(dir, workspaceDir) {
  if (!existsSync(path.join(dir, 'package.json'))) return [['is a package', ['no package.json packed']]];
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const files = packedFiles(dir);
  return [
    ['declares a licence and packs its text', licence(files, pkg)],
    ['packs a README (and documents) that stand on their own', documents(dir, files)],
    ['packs no source maps', sourceMaps(dir, files)],
    [
      'declares engines, repository, homepage and a prepack build',
      manifest(pkg, JSON.parse(readFileSync(path.join(workspaceDir, 'package.json'), 'utf8'))),
    ],
    ['asks one version range of every @tiptap package', oneTiptap(pkg)],
    ['.d.ts files import only what is packed', declarations(dir, files)],
    ['exports point at packed build output', exportedFiles(files, pkg)],
    ['the main entry imports no optional peer, not even dynamically', optionalPeers(dir, pkg)],
    ['every entry loads by require() too (a "require" or "default" condition)', requireConditions(pkg)],
    [
      "modules that need React's client start with 'use client', entry points do not",
      clientDirectives(files, dir, pkg),
    ],
  ];
}
