// V8's explicit compile hint for the chunks a table page runs on its first render. V8 compiles a
// function the first time it is called, on the main thread: a first render of CrudTable spent
// some 17 ms of its ~50 ms of script compiling React's and the table's functions one by one
// (issue 18, traced in Chromium). With `//# allFunctionsCalledOnLoad` at the top of a file, V8
// compiles all of its functions as the file loads, while streaming it off the main thread.
// https://v8.dev/blog/explicit-compile-hints

const HINT = '//# allFunctionsCalledOnLoad';

/**
 * The code a table page's first render runs: React's renderer and the table's own modules. Other
 * chunks (forms, editors, the sign-in page's own code) keep V8's lazy compiling.
 */
export const TABLE_FIRST_RENDER = /[\\/]react-dom[\\/]|[\\/]components[\\/]CrudTable[\\/]/;

/**
 * A Vite (Rollup/Rolldown) plugin that puts the compile hint on every chunk holding a module whose
 * id matches `test`. The hint goes on a line of its own before the code, so a source map's lines
 * move down by one.
 * @param {RegExp} test
 */
export function compileHints(test = TABLE_FIRST_RENDER) {
  return {
    name: 'blade-compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to a chunk's start (the preload helper's file list).
      order: 'post',
      /** @param {unknown} _options @param {Record<string, any>} bundle */
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.moduleIds.some((id) => test.test(id))) continue;
          output.code = `${HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source));
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
