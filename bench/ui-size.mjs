// Gzip size of the design system as an app would ship it: the whole of @blade-console/ui, and a
// typical import (Button + Dialog). Bundled and minified with esbuild from the package sources,
// with the peers (react, react-dom, styled-components) left out as the app already has them.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { kb } from './lib.mjs';

const peers = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

async function gzipOf(contents) {
  const result = await build({
    stdin: { contents, resolveDir: 'packages/console', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    // bpmn-js loads on demand when a flow chart renders (its own chunk in an app): not counted.
    external: [...peers, 'bpmn-js', 'bpmn-js/*'],
    splitting: false,
    logLevel: 'silent',
    loader: { '.css': 'empty', '.bpmn': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js')) ?? result.outputFiles[0];
  return { raw: js.contents.length, gzip: gzipSync(js.contents, { level: 9 }).length };
}

export async function measureUiSize() {
  const rows = [
    ['whole ui (export *)', await gzipOf("export * from '@blade-console/ui';")],
    ['Button + Dialog', await gzipOf("export { Button, Dialog } from '@blade-console/ui';")],
  ];
  console.log('\nDesign system size (esbuild, minified; react, react-dom, styled-components excluded)');
  console.log('bundle                  minified     gzip -9');
  for (const [name, size] of rows)
    console.log(`${name.padEnd(23)} ${kb(size.raw).padEnd(12)} ${kb(size.gzip)}`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await measureUiSize();
