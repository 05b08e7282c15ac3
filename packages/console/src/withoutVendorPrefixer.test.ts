import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutVendorPrefixer } from '../scripts/without-vendor-prefixer.mjs';

/** stylis as styled-components imports it (its ES entry), by path: the console does not depend on it. */
const fromStyled = createRequire(createRequire(import.meta.url).resolve('styled-components/package.json'));
const stylis = path.join(path.dirname(fromStyled.resolve('stylis/package.json')), 'index.js');

const folder = mkdtempSync(path.join(tmpdir(), 'blade-prefixer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Builds a module that runs stylis's prefixer on a declaration that has vendor forms; its code. */
async function builtWith(plugins: Plugin[]): Promise<string> {
  const entry = path.join(folder, 'entry.js');
  writeFileSync(
    entry,
    `import { compile, middleware, prefixer, serialize, stringify } from ${JSON.stringify(stylis)};\n` +
      "export const css = serialize(compile('a{user-select:none}'), middleware([prefixer, stringify]));\n",
  );
  const output = (await build({
    root: path.dirname(import.meta.dirname),
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code;
}

describe('the build without stylis vendor prefixer (issue 43: /login JS)', () => {
  it('leaves the prefixer out: a declaration stays as written', async () => {
    const code = await builtWith([withoutVendorPrefixer()]);
    // The prefixer's table (mask-composite's `source-over` among its ~100 properties) is gone.
    expect(code).not.toContain('source-over');
    const { css } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(css).toBe('a{user-select:none;}');
  });

  it('only stylis loses it: built without the plugin, the same module prefixes', async () => {
    const code = await builtWith([]);
    expect(code).toContain('source-over');
    const { css } = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(css).toContain('-webkit-user-select:none;');
  });

  it('answers only for the Prefixer module of stylis', () => {
    const plugin = withoutVendorPrefixer() as unknown as {
      resolveId(source: string, importer?: string): unknown;
    };
    const middleware = '/w/node_modules/.pnpm/stylis@4.3.6/node_modules/stylis/src/Middleware.js';
    expect(plugin.resolveId('./Prefixer.js', middleware)).toBeTruthy();
    expect(plugin.resolveId('./Prefixer.js', '/w/node_modules/other/src/index.js')).toBeNull();
    expect(plugin.resolveId('./Parser.js', middleware)).toBeNull();
  });
});
