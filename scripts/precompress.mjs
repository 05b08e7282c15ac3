// Brotli and gzip copies of a build's text files, made once at build time: the server sends the one
// the browser accepts (@fastify/static's `preCompressed`) and spends nothing on compression per
// request. A small step over the output folder rather than a Vite plugin (vite-plugin-compression2):
// the console writes its pre-painted login.html after Vite is done, the public folder's files need
// it too, and node:zlib's brotli at quality 11 is what such a plugin would run anyway.
//   node scripts/precompress.mjs <dir> [--skip=<relative path>]...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The text a page loads. Source maps are left out: only developer tools fetch them. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 256;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of `dir` (except `skip`, paths relative to
 * `dir`), each only when it is smaller than the file. Returns what it did, for the build's log.
 */
export function precompress(dir, skip = []) {
  const summary = { files: 0, bytes: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir)) {
    const relative = path.relative(dir, file).split(path.sep).join('/');
    if (!TEXT.test(file) || skip.includes(relative) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    summary.files += 1;
    summary.bytes += content.length;
    // A copy no smaller than the file is not written: the file itself is then sent.
    if (br.length < content.length) {
      writeFileSync(`${file}.br`, br);
      summary.br += br.length;
    }
    if (gz.length < content.length) {
      writeFileSync(`${file}.gz`, gz);
      summary.gzip += gz.length;
    }
  }
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, ...flags] = process.argv.slice(2);
  if (!dir) throw new Error('usage: node scripts/precompress.mjs <dir> [--skip=<relative path>]');
  const skip = flags.filter((flag) => flag.startsWith('--skip=')).map((flag) => flag.slice('--skip='.length));
  const { files, bytes, br, gzip } = precompress(path.resolve(dir), skip);
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${files} files in ${dir}: ${kb(bytes)} → brotli ${kb(br)}, gzip ${kb(gzip)}`);
}
