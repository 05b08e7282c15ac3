import { writeFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { holdScripts } from './network-support';

/*
 * /login paints from its HTML (issue 17): the server's login.html carries the real sign-in page,
 * rendered at build time, so the first paint needs no script, and the app's page that replaces it
 * looks the same — same layout, same place for every field, same colours — in a light and a dark
 * theme, in Chinese and English, on a phone and a desktop. Each case saves the two screenshots
 * (before scripts, after) to the test's output folder.
 */

const THEMES = ['theme-default', 'theme-dark'] as const;
const LANGS = ['zh', 'en'] as const;
const WIDTHS = [390, 1440] as const;

/** The stored choices the boot script reads (SPEC §9: `saber-<name>`, a JSON record). */
function storeChoices(theme: string, lang: string) {
  return `(() => {
    localStorage.setItem('saber-themeName', JSON.stringify({ dataType: 'string', content: '${theme}' }));
    localStorage.setItem('saber-language', JSON.stringify({ dataType: 'string', content: '${lang}' }));
  })()`;
}

/** Where the parts a person sees are: brand, heading, every field, the button. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    // Before scripts the visible copy is the pre-painted one; after, the app's (the copies are gone).
    const scope =
      [...document.querySelectorAll<HTMLElement>('[data-prerender]')].find(
        (copy) => getComputedStyle(copy).display !== 'none',
      ) ?? document.getElementById('root');
    if (!scope) throw new Error('no #root');
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const rect = element.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    };
    const inputs = [...scope.querySelectorAll('input')];
    return {
      brand: box(scope.querySelector('h1')),
      heading: box(scope.querySelector('h2')),
      headingText: scope.querySelector('h2')?.textContent,
      inputs: inputs.map(box),
      placeholders: inputs.map((input) => input.placeholder),
      // The sign-in button (`type="button"` in the pre-painted copy, which cannot be sent).
      submit: box(
        [...scope.querySelectorAll<HTMLButtonElement>('form button')].find(
          (button) => !button.title && !button.getAttribute('aria-label'),
        ),
      ),
      background: getComputedStyle(scope.querySelector('main') as Element).backgroundColor,
      brandBackground: getComputedStyle(scope.querySelector('section') as Element).backgroundImage,
    };
  });
}

/** The share of pixels that differ between two screenshots, the captcha picture left out. */
/** A rectangle of the screenshot, in CSS pixels (the screenshots are at scale 1). */
type Box = { x: number; y: number; width: number; height: number };

async function differingShare(browser: Browser, before: Buffer, after: Buffer, mask: Box | null) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ({ a, b, mask }) => {
        const load = async (data: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [first, second] = await Promise.all([load(a), load(b)]);
        if (first.width !== second.width || first.height !== second.height) return 1;
        let differing = 0;
        for (let y = 0; y < first.height; y++) {
          for (let x = 0; x < first.width; x++) {
            if (mask && x >= mask.x && x < mask.x + mask.width && y >= mask.y && y < mask.y + mask.height)
              continue;
            const i = (y * first.width + x) * 4;
            let delta = 0;
            for (let channel = 0; channel < 3; channel++) {
              delta += Math.abs((first.data[i + channel] ?? 0) - (second.data[i + channel] ?? 0));
            }
            if (delta > 24) differing += 1;
          }
        }
        return differing / (first.width * first.height);
      },
      { a: before.toString('base64'), b: after.toString('base64'), mask },
    );
  } finally {
    await page.close();
  }
}

for (const theme of THEMES) {
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      test(`/login paints from its HTML and the app's page looks the same: ${theme}, ${lang}, ${width} px`, async ({
        browser,
      }, testInfo) => {
        const viewport = { width, height: width < 768 ? 844 : 900 };

        // Before any script: the app's scripts are refused, the HTML alone paints.
        const bare = await browser.newContext({ viewport, locale: 'zh-CN' });
        await bare.addInitScript(storeChoices(theme, lang));
        const before = await bare.newPage();
        await before.route('**/*.js', (route) => route.abort());
        await before.goto('/login', { waitUntil: 'load' });
        // The paint entry can be recorded a frame after `load`: wait for it (it never comes if the
        // HTML alone paints nothing, as every script is refused).
        await expect
          .poll(
            () => before.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0),
            { message: 'the HTML alone gives a first contentful paint' },
          )
          .toBe(true);
        const layoutBefore = await layoutOf(before);
        const captcha = await before.locator('[data-prerender] button[title]:visible').boundingBox();
        const shotBefore = await before.screenshot();
        await testInfo.attach('before-scripts', { body: shotBefore, contentType: 'image/png' });
        writeFileSync(testInfo.outputPath('before-scripts.png'), shotBefore);
        await bare.close();

        // With the scripts: the app renders its page over the pre-painted one, never leaving #root empty.
        const context = await browser.newContext({ viewport, locale: 'zh-CN' });
        await context.addInitScript(storeChoices(theme, lang));
        await context.addInitScript(() => {
          const w = window as unknown as { rootEmptied: boolean };
          w.rootEmptied = false;
          // Armed once the page is there (the parser adds #root before its content).
          let shown = false;
          new MutationObserver(() => {
            if (document.querySelector('#root main')) shown = true;
            else if (shown) w.rootEmptied = true;
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        await page.goto('/login');
        await expect(page.locator('#login-username')).toBeEditable();
        await expect(page.locator('[data-prerender]')).toHaveCount(0);
        // The captcha picture arrives after the app starts: its frame is what must match.
        await page.waitForLoadState('networkidle');
        const layoutAfter = await layoutOf(page);
        const shotAfter = await page.screenshot();
        await testInfo.attach('with-scripts', { body: shotAfter, contentType: 'image/png' });
        writeFileSync(testInfo.outputPath('with-scripts.png'), shotAfter);
        expect(await page.evaluate(() => (window as unknown as { rootEmptied: boolean }).rootEmptied)).toBe(
          false,
        );

        expect(layoutAfter).toEqual(layoutBefore);
        expect(layoutBefore.headingText).toBe(lang === 'en' ? 'Welcome back' : '欢迎登录');
        expect(await differingShare(browser, shotBefore, shotAfter, captcha)).toBeLessThan(0.002);
        await context.close();
      });
    }
  }
}

test('what a person types before the scripts run is kept when the app takes over, with the focus and a press of 登录', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const painted = page.locator('[data-prerender] input[name="username"]:visible');
  await painted.click();
  await painted.pressSequentially('admin');
  await page.locator('[data-prerender] input[name="password"]:visible').fill('secret');
  await painted.focus();
  // The pre-painted form cannot be sent: a plain submission would put the password in the address.
  // The press is noted instead, and answered once the app's form is there.
  await page.locator('[data-prerender] button:visible', { hasText: /^登录$/ }).click();
  await painted.press('Enter');
  expect(new URL(page.url()).search).toBe('');
  const tokenAsked = page.waitForRequest('**/oauth/token**', { timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  release();
  await expect(page.locator('#login-username')).toHaveValue('admin');
  await expect(page.locator('#login-password')).toHaveValue('secret');
  await expect(page.locator('#login-username')).toBeFocused();
  await expect(page.locator('[data-prerender]')).toHaveCount(0);
  // The captcha could not be typed before its image came with the app: the press is answered with
  // its field's message (SPEC's captcha mode), and nothing is sent.
  await expect(page.getByText('请输入验证码')).toBeVisible();
  expect(await tokenAsked).toBe(false);
  expect(new URL(page.url()).search).toBe('');
});

/** When the page was first painted and when the app's own code started (its mark, boot/appStartMark.ts). */
function paintAndStart(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ paint: number; start: number }>((resolve) => {
        const check = () => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const start = performance.getEntriesByName('console:start')[0]?.startTime;
          if (paint !== undefined && start !== undefined) resolve({ paint, start });
          else setTimeout(check, 20);
        };
        check();
      }),
  );
}

test.describe('the pre-painted page is shown before the app’s code runs (issue 43)', () => {
  test('in every cold load, its scripts asked for at the first paint, not before, and run after it', async ({
    browser,
  }) => {
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext({ locale: 'zh-CN' });
      const page = await context.newPage();
      const preloads: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') preloads.push(new URL(request.url()).pathname);
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const { paint, start } = await paintAndStart(page);
      expect(paint).toBeLessThan(start);
      // The HTML names no module script: one would run as soon as its file came, maybe before the
      // page was shown (2 of 5 loads on loopback when it did).
      if (load === 0)
        expect(await (await page.request.get('/login')).text()).not.toMatch(/<script[^>]*module/);
      await expect(page.locator('#login-username')).toBeEditable();
      // The entry and its chunks together (no waterfall), none before the paint: preloaded from the
      // head, they were compiled before it (FCP 640 ms against 514, 8 loads each).
      expect(preloads.some((path) => path.startsWith('/assets/index-'))).toBe(true);
      expect(preloads.some((path) => path.startsWith('/assets/vendor-'))).toBe(true);
      const scriptsAskedAt = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      );
      expect(scriptsAskedAt.length).toBeGreaterThan(0);
      expect(Math.min(...scriptsAskedAt)).toBeGreaterThanOrEqual(paint);
      await context.close();
    }
  });

  test('a browser that reports no paint still starts the app', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(() => {
      (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
    });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('#login-username')).toBeEditable();
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    await context.close();
  });

  test('a tab opened hidden starts the app at once, with nothing to paint', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
      // A hidden tab reports no paint and draws no frame: here neither is reported, so only a start
      // at once opens the app.
      (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
      window.requestAnimationFrame = () => 0;
    });
    const page = await context.newPage();
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#login-username')).toBeEditable();
    await context.close();
  });

  test('a tab sent to the back before it painted starts the app then', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addInitScript(() => {
      // No paint and no frame is ever reported: only the tab going to the back can start the app.
      (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
      window.requestAnimationFrame = () => 0;
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForTimeout(500);
    await expect(page.locator('[data-prerender]')).not.toHaveCount(0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.locator('#login-username')).toBeEditable();
    await expect(page.locator('[data-prerender]')).toHaveCount(0);
    await context.close();
  });
});
