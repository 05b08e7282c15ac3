// The public site's /Home in Chromium against the built product: how soon a visitor sees content
// (first contentful paint and largest contentful paint) on loopback and on an emulated mid-range
// phone, and what Lighthouse's mobile audit scores it. Figures only, each beside its aim.
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, fullChromiumPath } from '../chromium.mjs';
import { launchChromium, median, openColdPage } from './lib.mjs';

const RUNS = 5;
/** Core Web Vitals' "good" thresholds, and Lighthouse's score asked for by issue 13. */
const AIM = { fcpMs: 1800, lcpMs: 2500, lighthouse: 95 };
/** Lighthouse's mobile throttling (slow 4G, 4× slower CPU), applied through the DevTools protocol. */
const PHONE = { latencyMs: 150, downloadKbps: 1638, uploadKbps: 675, cpuSlowdown: 4 };

const ms = (value) => `${Math.round(value)} ms`;

/** FCP and LCP of one fresh load, read from the page's own performance entries. */
async function paintTimes(browser, url, phone) {
  // In a window that has finished opening (lib.mjs, openColdPage).
  const { context, page } = await openColdPage(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  }
  await page.goto(url, { waitUntil: 'load' });
  const times = await page.evaluate(
    () =>
      new Promise((resolve) => {
        // Both through observers: on loopback `load` can fire before the first paint, when a plain
        // read of the paint entries would still find none.
        let fcp = Number.NaN;
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) fcp = paint.startTime;
        }).observe({ type: 'paint', buffered: true });
        let lcp = Number.NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1]?.startTime ?? lcp;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // LCP is final once the page has settled; a short wait lets the buffered entries arrive.
        setTimeout(() => resolve({ fcp, lcp }), 500);
      }),
  );
  await context.close();
  return times;
}

export async function measureSiteTimeToContent(base) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const [label, phone] of [
      ['loopback', false],
      ['phone (4G, 4× CPU)', true],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await paintTimes(browser, `${base}/Home`, phone));
      rows.push({
        label,
        fcp: median(runs.map((run) => run.fcp)),
        lcp: median(runs.map((run) => run.lcp)),
      });
    }
  } finally {
    await browser.close();
  }
  console.log(`\nSite /Home time to content (Chromium, median of ${RUNS} fresh loads, server-rendered)`);
  console.log('network               first contentful paint   largest contentful paint');
  for (const row of rows) {
    console.log(`${row.label.padEnd(21)} ${ms(row.fcp).padEnd(24)} ${ms(row.lcp)}`);
  }
  console.log(
    `aim                   ≤ ${ms(AIM.fcpMs).padEnd(22)} ≤ ${ms(AIM.lcpMs)} (Core Web Vitals "good", on the phone)`,
  );
  return rows;
}

/** Lighthouse's mobile audit (its default: an emulated phone on slow 4G) of /Home. */
export function measureSiteLighthouse(base) {
  return measureLighthouse(base, '/Home', 'Site /Home');
}

/** Lighthouse's mobile audit of one page of the product (`title` heads the printed figures). */
export async function measureLighthouse(base, pagePath, title) {
  const port = 9400 + Math.floor(Math.random() * 400);
  const options = chromiumLaunchOptions(fullChromiumPath);
  options.args.push(`--remote-debugging-port=${port}`);
  const browser = await chromium.launch(options);
  let categories;
  try {
    const result = await lighthouse(`${base}${pagePath}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    categories = result?.lhr.categories;
    const audits = result?.lhr.audits ?? {};
    console.log(`\n${title} Lighthouse (mobile)`);
    console.log('category          score   aim');
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
      const score = Math.round((categories?.[key]?.score ?? 0) * 100);
      console.log(
        `${(categories?.[key]?.title ?? key).padEnd(17)} ${String(score).padEnd(7)} ≥ ${AIM.lighthouse}`,
      );
    }
    const metric = (id) => audits[id]?.displayValue ?? '–';
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, speed index ${metric('speed-index')}`,
    );
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    if (failing.length) console.log(`  audits not passed: ${failing.join(', ')}`);
    // What costs the performance score: the opportunities Lighthouse reckons would save time.
    const savings = Object.values(audits)
      .filter((audit) => (audit.details?.overallSavingsMs ?? 0) >= 50)
      .map((audit) => `${audit.id} ~${Math.round(audit.details.overallSavingsMs)} ms`);
    if (savings.length) console.log(`  could save: ${savings.join(', ')}`);
  } finally {
    await browser.close();
  }
  return categories;
}
