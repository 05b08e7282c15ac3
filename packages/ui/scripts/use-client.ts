import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// React Server Components (Next.js's app router) run a module without `'use client'` on the server,
// where React has no hooks and no createContext, and styled-components cannot load. esbuild drops
// directives when it bundles, so they are written here, after the build, into each output module
// (one per source module) that needs the browser's React:
// - a module that imports, itself or through the package's own modules, any dependency but the
//   pure ones below (React, styled-components, Radix, …) gets `'use client'`: a server component
//   that imports it gets a client reference, rendered on the client (and in SSR);
// - a module that only re-exports (an entry point, a component's index) gets none: it executes
//   nothing, and a client module may not `export *`;
// - a module of plain logic or data (theme tokens, `themeBootScript`, palettes, CrudTable's column
//   logic, …) gets none, so server components use its real values: `vars` in a server page's
//   styles, `themeBootScript()` in a server layout's <head>.

/** Dependencies that run anywhere: plain functions, no React. */
const serverSafe = /^(?:colord|dayjs)(?:\/|$)/;

// esbuild writes every static import and re-export at the start of a line; `[^;]*?` spans the
// lines of a long `import {\n  a,\n  b\n} from "x";`.
const staticImport = /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)";|^import\s*"([^"]+)";/gms;
const localExport = /^export\s*\{[^}]*\};/gm;
const lineComment = /^\/\/.*$/gm;
const directive = '"use client";\n';

interface Module {
  imports: string[];
  /** Only imports and re-exports. */
  reExportsOnly: boolean;
}

/** Reads the built modules of `outDir` and tells which need `'use client'`. */
export async function clientModules(outDir: string): Promise<{ client: string[]; other: string[] }> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
  const modules = new Map<string, Module>();
  for (const file of files) {
    const code = await readFile(path.join(outDir, file), 'utf8');
    const imports = [...code.matchAll(staticImport)].map((match) => match[1] ?? match[2] ?? '');
    const rest = code.replace(staticImport, '').replace(localExport, '').replace(lineComment, '');
    modules.set(file, { imports, reExportsOnly: rest.trim() === '' });
  }

  // What reaches a dependency that needs the client, directly or through the package's own modules
  // (repeated until nothing changes, so that import cycles are followed too).
  const reaches = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, module] of modules) {
      if (reaches.has(file)) continue;
      const reached = module.imports.some((specifier) => {
        if (!specifier.startsWith('.')) return !serverSafe.test(specifier);
        const target = path.join(path.dirname(file), specifier);
        if (!modules.has(target)) throw new Error(`${file} imports ${specifier}, which was not built`);
        return reaches.has(target);
      });
      if (reached) {
        reaches.add(file);
        changed = true;
      }
    }
  }

  const client: string[] = [];
  const other: string[] = [];
  for (const [file, module] of modules)
    (!module.reExportsOnly && reaches.has(file) ? client : other).push(file);
  return { client, other };
}

/** Used as tsup's `onSuccess`: writes `"use client";` at the top of each module that needs it. */
export async function addUseClient(outDir = 'dist'): Promise<void> {
  const { client } = await clientModules(outDir);
  await Promise.all(
    client.map(async (file) => {
      const target = path.join(outDir, file);
      const code = await readFile(target, 'utf8');
      // Next.js refuses `export *` in a client module: re-export from a module of re-exports only.
      if (/^export \*/m.test(code)) throw new Error(`${file} needs 'use client' but has an \`export *\``);
      if (code.startsWith(directive)) return;
      await writeFile(target, directive + code);
    }),
  );
  console.log(`'use client': ${client.length} modules`);
}
