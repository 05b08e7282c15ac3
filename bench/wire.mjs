// What a browser really receives and when it paints: Chromium (through the DevTools protocol, cache
// off, cold loads) on /login, /Home and the signed-in first page, against the built server. Two
// byte figures side by side, and they are different things:
// - "wire": the bytes Chromium received for the page (every response's headers and body as sent,
//   compressed or not), Network.loadingFinished's encodedDataLength;
// - "offline gzip": gzip -9 computed here over the decoded JS, CSS and HTML bodies — what the files
//   would weigh if someone compressed them; never what the server sent.
// Each cold load is a new context in a window that has finished opening (lib.mjs, openColdPage),
// as a person's is; /login is also loaded in a window still opening (Saber's figure was taken that
// way) and arriving from a page of another site (a renderer process of its own, as from a link or
// the new-tab page). Figures only: nothing here passes or fails on a timing.

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { trackRequests } from '../scripts/browser/network-settle.mjs';
import {
  formUsable,
  kb,
  launchChromium,
  median,
  openColdPage,
  signIn,
  startBareServer,
  when,
} from './lib.mjs';

const RUNS = 5;
/** Saber 4.9's /login measured the same way (issue 17: its build behind nginx's gzip). */
const SABER = { loginWireJs: 1009 * 1024, loginFcpMs: 190 };
const AIM = { loginWire: 130 * 1024, loginFcpMs: 150 };

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

/** The page's own first contentful paint (an observer: on loopback `load` may come before it). */
function firstContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5000);
      }),
  );
}

const welcomeShown = () =>
  location.pathname === '/wel/index' && document.querySelector('main h1')?.textContent?.includes('管理员')
    ? performance.now()
    : false;
const siteLoaded = () => (document.readyState === 'complete' ? performance.now() : false);

/** /login, loaded three ways below: one spec with what differs beside it. */
const LOGIN = { path: '/login', ready: formUsable, readyName: 'form usable', paintsFirst: true };

const PAGES = [
  { ...LOGIN, label: '/login' },
  // The way Saber's figure was taken: a load in a window still opening (bench/lib.mjs, openColdPage).
  { ...LOGIN, label: '/login ¹', settle: false },
  // As a person arrives: from a page of another site (a link, the new-tab page).
  { ...LOGIN, label: '/login ²', fromElsewhere: true },
  { label: '/Home', path: '/Home', ready: siteLoaded, readyName: 'load event' },
  { label: 'dashboard', path: '/wel/index', ready: welcomeShown, readyName: 'welcome shown', signedIn: true },
];

const ELSEWHERE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>elsewhere</title><p>A page of another site.';

/** Counts every response's bytes on the wire while the page loads (DevTools protocol). */
async function recordWire(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const totals = { all: 0, js: 0, requests: 0, textResponses: 0, compressed: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type);
    const mime = response.mimeType ?? '';
    if (/javascript|css|html|json|svg/.test(mime)) {
      totals.textResponses += 1;
      const encoding = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      );
      if (encoding && encoding[1] !== 'identity') totals.compressed += 1;
    }
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    totals.all += encodedDataLength;
    totals.requests += 1;
    if (types.get(requestId) === 'Script') totals.js += encodedDataLength;
  });
  return totals;
}

/** One cold load of a page: wire bytes, FCP, when it is ready, and (first run) the offline gzip. */
async function loadOnce(browser, base, spec, withOffline, elsewhere) {
  const { context, page } = await openColdPage(
    browser,
    { locale: 'zh-CN', viewport: { width: 1440, height: 900 } },
    { settle: spec.settle !== false },
  );
  try {
    if (spec.signedIn) await signIn(page, base);
    if (spec.fromElsewhere) await page.goto(elsewhere);
    const offline = { bytes: 0 };
    const pending = [];
    if (withOffline) {
      page.on('response', (response) => {
        if (!['script', 'stylesheet', 'document'].includes(response.request().resourceType())) return;
        pending.push(
          response.body().then(
            (body) => (offline.bytes += gzipSync(body, { level: 9 }).length),
            () => {},
          ),
        );
      });
    }
    const wire = await recordWire(context, page);
    const network = trackRequests(page);
    await page.goto(base + spec.path, { waitUntil: 'commit' });
    const ready = await when(page, spec.ready);
    const fcp = await firstContentfulPaint(page);
    // /login: did the pre-rendered form paint before the app's own code started (the console's mark,
    // packages/console/src/boot/appStartMark.ts)? The form is usable before the app starts: its
    // pre-painted copy takes typing.
    const appStart = spec.paintsFirst
      ? await when(page, () => performance.getEntriesByName('console:start')[0]?.startTime ?? false)
      : Number.NaN;
    // Not `networkidle`: a signed-in console keeps its event stream open.
    await network.idle();
    await Promise.all(pending);
    return { wire, fcp, ready, offline: offline.bytes, paintedFirst: fcp < appStart };
  } finally {
    await context.close();
  }
}

/**
 * What lies under /login's FCP, each page served by bare node:http in a process of its own and
 * loaded the same way (a new context, cold): a page of one heading and nothing else, in Chinese (the
 * form's first words) and in Latin letters — the browser's own start and first text, before any of
 * ours — and /login's own HTML with its scripts taken out: the prerendered form's own paint.
 */
const FLOOR_PAGE = (text) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title><h1 style="font-family:system-ui,'Noto Sans CJK SC',sans-serif">${text}</h1>`;

/** /login as built, without what starts its app (the module script, or its starter) and preloads. */
function loginWithoutScripts() {
  const html = readFileSync(new URL('../packages/console/dist/login.html', import.meta.url), 'utf8');
  return html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<script data-app-start>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * /login's response headers but those about its body: served with the floor pages too, they load
 * as /login does. Cross-Origin-Opener-Policy is the one that shows: the page opens in a browsing
 * context group of its own, so a cold load from a new tab starts a renderer process for it instead
 * of using the tab's own (Playwright's blank page; a person's new tab is another site, which starts
 * one either way).
 */
async function loginResponseHeaders(base) {
  const response = await fetch(`${base}/login`);
  await response.arrayBuffer();
  const aboutTheBody =
    /^(content-(type|length|encoding)|transfer-encoding|etag|last-modified|date|connection|keep-alive|vary|accept-ranges|cache-control)$/;
  return Object.fromEntries([...response.headers].filter(([name]) => !aboutTheBody.test(name)));
}

/**
 * FCP of `html` served by bare node:http, `RUNS` cold loads; with `from`, each load leaves a page
 * of another site first (as a person arrives from a link, or from the new-tab page, whose site
 * differs too): the browser starts a renderer process for it whatever its headers say.
 */
async function fcpFloor(browser, port, html, headers, from) {
  const server = await startBareServer(port, html, undefined, 'text/html; charset=utf-8', headers);
  const paints = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await openColdPage(browser, {
        locale: 'zh-CN',
        viewport: { width: 1440, height: 900 },
      });
      if (from) await page.goto(from);
      // Recorded as the pages above are (the DevTools protocol's network events, cache off).
      await recordWire(context, page);
      await page.goto(server.url, { waitUntil: 'commit' });
      paints.push(await firstContentfulPaint(page));
      await context.close();
    }
  } finally {
    await server.stop();
  }
  return paints;
}

export async function measureWire(base) {
  const browser = await launchChromium();
  const rows = [];
  const floors = {};
  // A page of another site to arrive from: bare node:http under another host name (localhost).
  const elsewherePort = Number(new URL(base).port) + 8;
  const elsewhereUrl = `http://localhost:${elsewherePort}/`;
  let elsewhere;
  try {
    elsewhere = await startBareServer(elsewherePort, ELSEWHERE, undefined, 'text/html; charset=utf-8');
    for (const spec of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await loadOnce(browser, base, spec, run === 0, elsewhereUrl));
      const first = runs[0];
      rows.push({
        ...spec,
        wireAll: median(runs.map((run) => run.wire.all)),
        wireJs: median(runs.map((run) => run.wire.js)),
        requests: first.wire.requests,
        compressed: `${first.wire.compressed}/${first.wire.textResponses}`,
        offline: first.offline,
        fcp: median(runs.map((run) => run.fcp)),
        fcpRange: [Math.min(...runs.map((run) => run.fcp)), Math.max(...runs.map((run) => run.fcp))],
        paintedFirst: runs.filter((run) => run.paintedFirst).length,
        ready: median(runs.map((run) => run.ready)),
      });
    }
    const port = Number(new URL(base).port) + 7;
    floors.cjk = await fcpFloor(browser, port, FLOOR_PAGE('布雷德物流管理平台'));
    floors.latin = await fcpFloor(browser, port, FLOOR_PAGE('Blade Logistics Console'));
    floors.form = await fcpFloor(browser, port, loginWithoutScripts());
    const headers = await loginResponseHeaders(base);
    floors.coop = headers['cross-origin-opener-policy'] ?? 'none';
    floors.cjkAsLogin = await fcpFloor(browser, port, FLOOR_PAGE('布雷德物流管理平台'), headers);
    floors.formAsLogin = await fcpFloor(browser, port, loginWithoutScripts(), headers);
    floors.cjkFromElsewhere = await fcpFloor(
      browser,
      port,
      FLOOR_PAGE('布雷德物流管理平台'),
      {},
      elsewhereUrl,
    );
  } finally {
    await elsewhere?.stop();
    await browser.close();
  }

  console.log(`\nWhat Chromium receives (loopback, cache off, median of ${RUNS} cold loads)`);
  console.log('  wire = bytes received (headers + bodies as sent); offline gzip = gzip -9 of the decoded');
  console.log('  JS, CSS and HTML computed by the bench, not sent by anyone; compressed = text responses');
  console.log('  that came with a content-encoding');
  console.log('page        wire (all)   wire (JS)    offline gzip   requests  compressed  FCP       ready');
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(11)} ${kb(row.wireAll).padEnd(12)} ${kb(row.wireJs).padEnd(12)} ${kb(row.offline).padEnd(14)} ${String(row.requests).padEnd(9)} ${row.compressed.padEnd(11)} ${ms(row.fcp).padEnd(9)} ${ms(row.ready)} (${row.readyName})`,
    );
  }
  const [login, opening, arriving] = ['/login', '/login ¹', '/login ²'].map((label) =>
    rows.find((row) => row.label === label),
  );
  const verdict = (fcp) => (fcp <= AIM.loginFcpMs ? 'met' : 'NOT MET');
  const fcpRange = (row) => row.fcpRange.map(ms).join('–');
  console.log(
    "  each load in a window that has finished opening (bench/lib.mjs, openColdPage); ¹ in a window still opening, the way Saber's figure was taken; ² arriving from a page of another site",
  );
  console.log(
    `/login wire ${kb(login.wireAll)} (aim ≤ ${kb(AIM.loginWire)}; Saber's JS alone: ${kb(SABER.loginWireJs)}), painted before the app's script ran in ${login.paintedFirst} of ${RUNS} loads (aim: every one)`,
  );
  console.log(
    `/login FCP ${ms(login.fcp)} (${fcpRange(login)}; aim ≤ ${ms(AIM.loginFcpMs)} ${verdict(login.fcp)}); arriving from another site ${ms(arriving.fcp)} (${fcpRange(arriving)}; ${verdict(arriving.fcp)}); in a window still opening ${ms(opening.fcp)} (${fcpRange(opening)}) against Saber's ~${ms(SABER.loginFcpMs)} taken that way`,
  );
  const floor = (paints) => `${ms(median(paints))} (${ms(Math.min(...paints))}–${ms(Math.max(...paints))})`;
  console.log(
    `Under /login's FCP, from bare node:http loaded the same way: a one-heading page ${floor(floors.cjk)} in Chinese, ${floor(floors.latin)} in Latin; /login's HTML without its scripts ${floor(floors.form)}`,
  );
  console.log(
    `  the same pages with /login's response headers (Cross-Origin-Opener-Policy: ${floors.coop}, a renderer process of their own): the one heading ${floor(floors.cjkAsLogin)}, /login without scripts ${floor(floors.formAsLogin)}`,
  );
  console.log(
    `  the one heading, without those headers, arriving from a page of another site (a renderer process of its own too, as for a person): ${floor(floors.cjkFromElsewhere)}`,
  );
  return rows;
}
