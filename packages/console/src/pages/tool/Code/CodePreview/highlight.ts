import type { GeneratedFile } from '@blade-console/blade-client';

/**
 * Highlights a generated file's text as HTML (`hljs-*` classes). highlight.js's core with three
 * languages is loaded on first use only: shiki would ship a WASM regex engine and themes for what
 * is a read-only preview of four kinds of files.
 */
export async function highlight(file: GeneratedFile): Promise<string> {
  const [{ default: hljs }, typescript, sql, markdown] = await Promise.all([
    import('highlight.js/lib/core'),
    import('highlight.js/lib/languages/typescript'),
    import('highlight.js/lib/languages/sql'),
    import('highlight.js/lib/languages/markdown'),
  ]);
  if (!hljs.getLanguage('typescript')) {
    hljs.registerLanguage('typescript', typescript.default);
    hljs.registerLanguage('sql', sql.default);
    hljs.registerLanguage('markdown', markdown.default);
  }
  // highlight.js escapes the text it is given: the result holds only its own <span> markup.
  return hljs.highlight(file.content, { language: file.language, ignoreIllegals: true }).value;
}
