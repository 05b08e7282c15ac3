import { describe, expect, it } from 'vitest';
import { compileHints } from '../scripts/compile-hints.mjs';

type Hook = { handler: (this: unknown, options: unknown, bundle: unknown) => void };

function chunk(fileName: string, moduleIds: string[], code: string) {
  return { type: 'chunk', fileName, moduleIds, code, map: { mappings: 'AAAA;AACA' } };
}

describe('compile hints (issue 18)', () => {
  it("start the chunks a table's first render runs with V8's hint, their source maps a line down", () => {
    const bundle = {
      'vendor.js': chunk(
        'vendor.js',
        ['/n/node_modules/react-dom/cjs/react-dom-client.production.js'],
        'a()',
      ),
      'vendor.js.map': { type: 'asset', fileName: 'vendor.js.map', source: '{"mappings":"AAAA;AACA"}' },
      'page.js': chunk('page.js', ['/w/packages/ui/src/components/CrudTable/CrudTable.tsx'], 'b()'),
      'form.js': chunk('form.js', ['/w/packages/ui/src/components/CrudForm/CrudForm.tsx'], 'c()'),
    };
    const hook = compileHints().generateBundle as unknown as Hook;
    hook.handler.call({}, {}, bundle);
    expect(bundle['vendor.js'].code).toBe('//# allFunctionsCalledOnLoad\na()');
    expect(bundle['vendor.js'].map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['vendor.js.map'].source).mappings).toBe(';AAAA;AACA');
    expect(bundle['page.js'].code).toBe('//# allFunctionsCalledOnLoad\nb()');
    // A form, an editor, the sign-in page's own code: compiled as they are called, as before.
    expect(bundle['form.js'].code).toBe('c()');
  });
});
