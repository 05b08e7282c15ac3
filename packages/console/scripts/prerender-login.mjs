// Writes `dist/login.html`: the built index.html with the sign-in page already in it, so `/login`
// paints its layout, brand and form from the HTML, before any script (issue 17). Run by `pnpm build`
// after `vite build --ssr src/prerender/entry-prerender.tsx`; the server answers `/login` with it.
//
// How it looks the same as the page the app renders over it:
// - it IS that page: the real <Login /> rendered with its styled-components CSS and the design
//   system's base styles, under index.html's every-theme token sheet, so the boot script's theme and
//   colour (data-theme, custom properties on <html>) apply to it unchanged;
// - both languages are in the HTML and CSS shows the one the boot script put on <html lang>;
// - the visible copy can be typed into: the app's form takes over its values and focus
//   (src/pages/Login/prerendered.ts); it cannot be sent (no submit button, `method="dialog"`:
//   a plain form submission would put the password in the address);
// - the copies have no ids, which would repeat across them and the app's form.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rendererDir = path.join(root, '.tmp', 'prerender');
// The browser build's folder (vite.config.ts): `dist`, or CONSOLE_OUT_DIR.
const dist = path.resolve(root, process.env.CONSOLE_OUT_DIR || 'dist');

const { prerenderLogin } = await import(pathToFileURL(path.join(rendererDir, 'entry-prerender.js')).href);
const pages = await prerenderLogin();

/** Without the attributes that would repeat across the copies; a form that cannot be sent. */
const copyOf = (html) =>
  html
    .replace(/<[^>]+>/g, (tag) => tag.replace(/\s(?:id|for|aria-labelledby|aria-describedby)="[^"]*"/g, ''))
    // `method="dialog"` outside a dialog sends nothing, and needs no inline handler (the CSP refuses those).
    .replace(/<form /g, '<form method="dialog" ')
    // The sign-in button, marked: a press of it before the app runs is noted (startAfterFirstPaint).
    .replace(/type="submit"/g, 'type="button" data-submit');

const markup = pages.map((page) => `<div data-prerender="${page.lang}">${copyOf(page.html)}</div>`).join('');
// The same components give the same rules in both languages: each distinct sheet once.
const css = [...new Set(pages.map((page) => page.css))].join('\n');
const langs = pages.map((page) => page.lang);
// The boot script sets <html lang> to `en` or `zh-CN` before the first paint.
const chooser = [
  '[data-prerender]{display:contents}',
  ...langs.map((lang) => {
    const htmlLang = pages.find((page) => page.lang === lang).htmlLang;
    return `html:not([lang="${htmlLang}"]) [data-prerender="${lang}"]{display:none}`;
  }),
].join('');

/**
 * What starts the app on /login: the entry's module script, added once the pre-painted page has been
 * shown (issue 43: "the prerendered form painting before any script runs"). As a plain
 * `<script type="module">` it ran as soon as the parser finished whenever its files came quickly,
 * and the first paint then waited for the app's own render: 3 of 5 loads on loopback, FCP ~220 ms
 * against ~145 ms. The entry is still preloaded at once, so only its running waits, not its download.
 * The paint is the browser's own report of it (Paint Timing). A tab that is hidden (opened so, or
 * sent to the back before it painted) paints nothing until shown, so it starts at once. A browser
 * without Paint Timing starts after its first frame (the task after a frame's callbacks runs once the
 * frame is drawn). Where the report is supported, a guard of PAINT_GUARD_MS starts the app should it
 * never come: it was a quarter second, and a busy CI machine painted later than that (619 ms), so the
 * app's scripts were asked for before the paint they are meant to follow.
 *
 * The entry's chunks are asked for then too, all at once (`modulepreload` links added beside the
 * entry, which its script element fetches, so its imports are not found one after another).
 * Preloaded from the head they arrived before the first paint and Chromium compiled them on the
 * page's thread first: 8 cold loads each, interleaved, FCP 640 ms with them in the head against 514
 * without (the app's form 807 against 900 ms; a press on the copy meanwhile is answered when it
 * comes).
 *
 * It also notes a press of 登录 (or Enter in a field) in the copy, which cannot send it: the copy's
 * form is marked `data-pressed` and the app's form, taking over, sends itself once (what was typed
 * carries over with it, src/pages/Login/prerendered.ts). On a slow connection the press was lost.
 * A press of 中文 / English in the copy shows the other copy at once (the CSS shows the one of
 * `<html lang>`) and is noted on `<html data-chosen-language>`, which the app keeps as the
 * language preference when it takes over (src/pages/Login/LanguageSwitch.tsx).
 */
/** How long a browser that reports paints may take to report the first before the app starts anyway. */
const PAINT_GUARD_MS = 3000;

const startAfterFirstPaint = (src, preloads) =>
  `(function(){function pressed(form){if(form)form.setAttribute("data-pressed","")}` +
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-prerender] [data-submit]");` +
  `if(b)pressed(b.closest("form"))},true);` +
  `document.addEventListener("keydown",function(e){if(e.key==="Enter"&&e.target.closest&&e.target.closest("[data-prerender] input"))` +
  `pressed(e.target.closest("form"))},true);` +
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-prerender] [data-language]");` +
  `if(b){var r=document.documentElement;r.lang=b.lang;r.setAttribute("data-chosen-language",b.getAttribute("data-language"))}},true);` +
  `var started=false;function start(){if(started)return;started=true;` +
  `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
  `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(src)};` +
  `document.head.appendChild(s)}` +
  `if(document.visibilityState!=="visible")return start();` +
  `document.addEventListener("visibilitychange",function(){if(document.visibilityState!=="visible")start()});` +
  `var observed=false;try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
  `new PerformanceObserver(function(list,observer){` +
  `if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}` +
  `}).observe({type:"paint",buffered:true});observed=true}}catch(e){}` +
  `if(observed)setTimeout(start,${PAINT_GUARD_MS});` +
  `else requestAnimationFrame(function(){setTimeout(start,0)})})()`;

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entry) throw new Error('dist/index.html has no module entry script');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
// The entry's own chunks, preloaded by index.html's head: /login asks for them as it starts the app.
// (The console chunk's links carry `data-console-app` after the address, which this leaves out.)
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloads = [...template.matchAll(ENTRY_PRELOAD)].map((match) => match[1]);
const html = template
  // index.html preloads the console's chunk (vite.config.ts): /login fetches it on interaction.
  .replace(/\s*<link [^>]*data-console-app[^>]*>/g, '')
  .replace(ENTRY_PRELOAD, '')
  .replace(entry[0], () => `<script data-app-start>${startAfterFirstPaint(entry[1], preloads)}</script>`)
  .replace('</head>', () => `  <style data-prerender-css>${chooser}\n${css}</style>\n  </head>`)
  .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
writeFileSync(path.join(dist, 'login.html'), html);
rmSync(rendererDir, { recursive: true, force: true });
console.log(
  `prerendered /login (${langs.join(', ')}): ${path.relative(root, dist)}/login.html, ${(html.length / 1024).toFixed(1)} KB`,
);
