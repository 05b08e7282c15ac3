// The console in Chromium on loopback, against the built server: what the sign-in route weighs and
// how quickly a person can start typing, sign in, and open a list. Figures only, beside Saber's.
import { gzipSync } from 'node:zlib';
import { formUsable, kb, launchChromium, median, openColdPage, when } from './lib.mjs';

const RUNS = 5;
/** Saber (the Vue 2 + Element UI console this product replaces), measured the same way. */
const SABER = { loginJsBytes: 1416 * 1024, loginFormMs: 1200 };
/**
 * Issue 43's aims (tighter than issue 18's 120 KB): /login's JS (gzip), and the sign-in click →
 * sidebar menu shown, both typed at a person's pace and filled at once.
 */
const AIM = { loginJsBytes: 100 * 1024, signInMenuMs: 300 };
const verdict = (value, aim) => (value <= aim ? 'met' : 'NOT MET');

const ms = (value) => `${Math.round(value)} ms`;

/** The app's own username field (the typing below goes to it). */
const usernameUsable = () => {
  const input = document.getElementById('login-username');
  return input && !input.disabled && input.getClientRects().length > 0 ? performance.now() : false;
};

/**
 * A quick typist's pace, key by key. A person's first keystroke starts the form's prefetch of the
 * console (pages/Login/prepare.ts), which has long finished when they click; filled in no time,
 * the click raced that prefetch for the browser's connections and both cores, and the figure
 * measured the race (printed too, as "form filled at once").
 */
const KEY_DELAY_MS = 80;

async function fillSignIn(page, { atOnce = false } = {}) {
  const fields = [
    ['#login-username', 'admin'],
    ['#login-password', 'admin'],
    // The bench server runs with BLADE_CAPTCHA=false: any code passes.
    ['#login-captcha', 'abcd'],
  ];
  for (const [selector, text] of fields) {
    if (atOnce) await page.fill(selector, text);
    else await page.locator(selector).pressSequentially(text, { delay: KEY_DELAY_MS });
  }
}

/** Sign-in submit → the sidebar with its items (the first group of the administrator's menu). */
async function clickToMenu(page) {
  await markNextClick(page);
  await page.click('button[type="submit"]');
  const shown = await when(page, () => {
    const sidebar = document.querySelector('nav[aria-label="主菜单"]');
    return sidebar?.textContent?.includes('系统管理') && sidebar.getClientRects().length > 0
      ? performance.now()
      : false;
  });
  return shown - (await page.evaluate(() => window.__clickAt));
}

/** Marks performance.now() at the next click in the page (capture phase, before React sees it). */
function markNextClick(page) {
  return page.evaluate(() => {
    window.__clickAt = undefined;
    document.addEventListener('click', () => (window.__clickAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
}

export async function measureConsole(base) {
  const browser = await launchChromium();
  const figures = {
    loginJsBytes: 0,
    loginJsFiles: 0,
    loginFormMs: [],
    appFormMs: [],
    openingFormMs: [],
    signInMenuMs: [],
    signInMenuAtOnceMs: [],
    signInMs: [],
    listMs: [],
  };
  try {
    // JS of the sign-in route (gzip -9 of each script Chromium loaded).
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => {
              figures.loginJsBytes += gzipSync(body, { level: 9 }).length;
              figures.loginJsFiles += 1;
            },
            () => {},
          ),
        );
      });
      await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
    }

    for (let run = 0; run < RUNS; run++) {
      // A cold load each time (a new context has an empty cache), in a window that has finished
      // opening (lib.mjs, openColdPage).
      const { context, page } = await openColdPage(browser, { locale: 'zh-CN' });
      await page.goto(`${base}/login`, { waitUntil: 'commit' });
      figures.loginFormMs.push(await when(page, formUsable));
      figures.appFormMs.push(await when(page, usernameUsable));

      // Sign-in submit → the sidebar menu, then the first console page (welcome heading) shown.
      await fillSignIn(page);
      figures.signInMenuMs.push(await clickToMenu(page));
      const shown = await when(page, () => {
        const heading = document.querySelector('main h1');
        return location.pathname === '/wel/index' && heading?.textContent?.includes('管理员')
          ? performance.now()
          : false;
      });
      figures.signInMs.push(shown - (await page.evaluate(() => window.__clickAt)));

      // A sidebar click → the parameters list loaded (its seeded rows in the table).
      await page.getByRole('button', { name: '系统管理', exact: true }).click();
      const link = page
        .getByRole('navigation', { name: '主菜单' })
        .getByRole('link', { name: '参数管理', exact: true });
      await link.waitFor();
      await markNextClick(page);
      await link.click();
      const listed = await when(page, () =>
        [...document.querySelectorAll('main td')].some((cell) => cell.textContent === 'account.initPassword')
          ? performance.now()
          : false,
      );
      figures.listMs.push(listed - (await page.evaluate(() => window.__clickAt)));
      await context.close();
    }

    // The form in a window still opening: the way Saber's figure was taken.
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await openColdPage(browser, { locale: 'zh-CN' }, { settle: false });
      await page.goto(`${base}/login`, { waitUntil: 'commit' });
      figures.openingFormMs.push(await when(page, formUsable));
      await context.close();
    }

    // The same click with the form filled in no time, while its prefetch is still under way.
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await openColdPage(browser, { locale: 'zh-CN' });
      await page.goto(`${base}/login`, { waitUntil: 'commit' });
      await when(page, usernameUsable);
      await fillSignIn(page, { atOnce: true });
      figures.signInMenuAtOnceMs.push(await clickToMenu(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }

  const loginForm = median(figures.loginFormMs);
  console.log(`\nConsole in Chromium (loopback, median of ${RUNS} cold loads)`);
  console.log(
    "  each in a window that has finished opening (bench/lib.mjs, openColdPage) but ¹, in a window still opening as Saber's were",
  );
  console.log('figure                                  ours          Saber        aim');
  console.log(
    `JS of /login (offline gzip -9, ${figures.loginJsFiles} files)`.padEnd(40) +
      kb(figures.loginJsBytes).padEnd(14) +
      kb(SABER.loginJsBytes).padEnd(13) +
      `≤ ${kb(AIM.loginJsBytes)} ${verdict(figures.loginJsBytes, AIM.loginJsBytes)}`,
  );
  // Saber's figure was taken in a window still opening: the aim (a quarter of it) is judged on ours
  // taken the same way.
  const openingForm = median(figures.openingFormMs);
  console.log(
    'navigation → login form usable ¹'.padEnd(40) +
      ms(openingForm).padEnd(14) +
      `~${ms(SABER.loginFormMs)}`.padEnd(13) +
      `≤ ${ms(SABER.loginFormMs / 4)} (a quarter) ${verdict(openingForm, SABER.loginFormMs / 4)}`,
  );
  console.log(`${'  in a window that has finished opening'.padEnd(40)}${ms(loginForm)}`);
  console.log(
    `${'  the app’s own form ready'.padEnd(40)}${ms(median(figures.appFormMs))}   (the pre-painted copy takes typing before it)`,
  );
  for (const [label, runs] of [
    ['sign-in click → sidebar menu shown', figures.signInMenuMs],
    ['  same, form filled at once', figures.signInMenuAtOnceMs],
  ]) {
    const figure = median(runs);
    console.log(
      `${label.padEnd(40)}${ms(figure).padEnd(27)}≤ ${ms(AIM.signInMenuMs)} ${verdict(figure, AIM.signInMenuMs)}`,
    );
  }
  console.log(`${'sign-in submit → welcome page shown'.padEnd(40)}${ms(median(figures.signInMs))}`);
  console.log(`${'sidebar click → parameters listed'.padEnd(40)}${ms(median(figures.listMs))}`);
  console.log(
    `  (runs: form ${figures.loginFormMs.map(ms).join(', ')}; form ¹ ${figures.openingFormMs.map(ms).join(', ')}; app's form ${figures.appFormMs.map(ms).join(', ')}; menu ${figures.signInMenuMs.map(ms).join(', ')}; at once ${figures.signInMenuAtOnceMs.map(ms).join(', ')}; sign-in ${figures.signInMs.map(ms).join(', ')}; list ${figures.listMs.map(ms).join(', ')})`,
  );
  return {
    loginJsBytes: figures.loginJsBytes,
    loginFormMs: loginForm,
    signInMenuMs: median(figures.signInMenuMs),
    signInMenuAtOnceMs: median(figures.signInMenuAtOnceMs),
    signInMs: median(figures.signInMs),
    listMs: median(figures.listMs),
  };
}
