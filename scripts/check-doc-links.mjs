// No dead link in the docs (issue 38): README.md and every docs/*.md are read, and each relative
// link must name a file of this repository and, with a `#anchor`, a heading of that file whose GitHub
// slug is the anchor. Every docs/*.md page must be linked from README.md (its map): an orphan fails.
// External links (http:, https:, mailto:, …) are not fetched.
//
// Links are found with a regular expression, not a Markdown parser: the pages are our own, written
// with inline links `[text](target)`, reference definitions `[id]: target` and ATX (`## x`) or
// setext headings, and fenced code and code spans are blanked first so that nothing in them counts.
// A full CommonMark parser (markdown-it, remark) would be a dependency for cases these pages never use.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * GitHub's heading anchor (github-slugger): lowercase; drop every character that is not a letter,
 * a mark, a digit, `_`, a space or `-` (Chinese characters are letters and stay); spaces become `-`.
 */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text GitHub slugs for a heading: Markdown's marks and links reduced to their words. */
function headingText(raw) {
  return raw
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

/** The file's text with fenced code blocks emptied (line numbers kept). */
function blankFences(text) {
  const lines = text.split('\n');
  let fence = null;
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(lines[i]);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      lines[i] = '';
    } else if (open) {
      fence = open[1];
      lines[i] = '';
    }
  }
  return lines.join('\n');
}

/** The file's text with fenced code, code spans and HTML comments blanked (line numbers kept). */
function blankCode(text) {
  return blankFences(text)
    .replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, ' '))
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2, …) and HTML ids. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  const add = (heading) => {
    const base = slug(headingText(heading));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  };
  // Headings keep their code spans: GitHub slugs their words (`/login` gives `login`).
  const lines = blankFences(text).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const atx = /^ {0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/.exec(lines[i]);
    if (atx) add(atx[1] ?? '');
    else if (i > 0 && /^ {0,3}(=+|-+)\s*$/.test(lines[i]) && /\S/.test(lines[i - 1])) {
      const previous = lines[i - 1];
      // A list item or table row above a `---` is no setext heading (the `---` is a rule then).
      if (!/^\s*([-*+]|\d+[.)])\s|^\s*\|/.test(previous)) add(previous);
    }
    for (const html of lines[i].matchAll(/<a\s[^>]*?\b(?:id|name)="([^"]+)"/g)) anchors.add(html[1]);
  }
  return anchors;
}

/** The links of a Markdown text: `{ target, line }`, code excluded. */
function linksOf(text) {
  const blanked = blankCode(text);
  const lineAt = (index) => blanked.slice(0, index).split('\n').length;
  const links = [];
  // [text](target) and ![alt](target), with an optional <…> around the target and a "title".
  for (const m of blanked.matchAll(/\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+["'(][^)]*)?\)/g)) {
    links.push({ target: m[1].replace(/^<|>$/g, ''), line: lineAt(m.index) });
  }
  // [id]: target
  for (const m of blanked.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)) {
    links.push({ target: m[1].replace(/^<|>$/g, ''), line: lineAt(m.index) });
  }
  return links;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

const docsDir = path.join(root, 'docs');
const pages = existsSync(docsDir)
  ? readdirSync(docsDir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => path.join(docsDir, name))
  : [];
const readme = path.join(root, 'README.md');
const files = [readme, ...pages];

const anchorCache = new Map();
const anchorsOfFile = (file) => {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
  return anchorCache.get(file);
};

const dead = [];
const linkedFromReadme = new Set();
let checked = 0;
for (const file of files) {
  const name = path.relative(root, file);
  for (const { target, line } of linksOf(readFileSync(file, 'utf8'))) {
    if (!target || isExternal(target)) continue;
    checked++;
    const hash = target.indexOf('#');
    const pathPart = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? null : target.slice(hash + 1);
    let resolved;
    try {
      resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
    } catch {
      dead.push(`${name}:${line}: ${target} — not a valid address`);
      continue;
    }
    const inRepo = resolved === root || resolved.startsWith(root + path.sep);
    if (!inRepo) {
      dead.push(`${name}:${line}: ${target} — points outside the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      dead.push(`${name}:${line}: ${target} — no such file`);
      continue;
    }
    if (file === readme) linkedFromReadme.add(resolved);
    // Anchors of other files (a line of code, a section of a PDF) are not ours to check.
    if (anchor === null || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
    let wanted = anchor;
    try {
      wanted = decodeURIComponent(anchor);
    } catch {}
    if (!anchorsOfFile(resolved).has(wanted)) {
      dead.push(`${name}:${line}: ${target} — ${path.relative(root, resolved)} has no heading #${wanted}`);
    }
  }
}
for (const page of pages) {
  if (!linkedFromReadme.has(page)) {
    dead.push(`${path.relative(root, page)}:1: orphan page — README.md does not link to it`);
  }
}

if (dead.length) {
  for (const entry of dead) console.error(entry);
  console.error(`\n${dead.length} dead link(s) in README.md and docs/.`);
  process.exit(1);
}
console.log(`doc links: ${checked} relative links in ${files.length} files, all alive`);
