import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// A run of `//# sourceMappingURL=` lines directly followed by another such line.
const repeatedComments = /(?:^\/\/# sourceMappingURL=\S+\r?\n)+(?=\/\/# sourceMappingURL=)/gm;

/**
 * tsup's `treeshake` passes each chunk through Rollup, which already ends it with a
 * `//# sourceMappingURL=` comment, and tsup then appends its own: every file would name its map
 * twice. Used as tsup's `onSuccess`, after the files are written, it keeps the last comment of each.
 */
export async function keepOneSourceMapComment(outDir = 'dist'): Promise<void> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js'));
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(outDir, file);
      const code = await readFile(target, 'utf8');
      const once = code.replace(repeatedComments, '');
      if (once !== code) await writeFile(target, once);
    }),
  );
}
