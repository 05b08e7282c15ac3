import { expect, type Page, test } from '@playwright/test';
import { trackRequests } from './network-support';
import { signIn } from './pages-support';
import { hydrated, SITE_PAGES } from './site-support';

/**
 * The Content-Security-Policy (issue 17 point 8) against the built product: the console and the site
 * load, sign in, navigate and hydrate without one violation. The browser reports each refused script,
 * style, image, frame or request as a `securitypolicyviolation` event, recorded from the first script.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test('the console signs in and opens pages under the policy, with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const requests = trackRequests(page);
  const login = await page.goto('/login');
  expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await signIn(page);
  for (const path of ['/wel/index', '/system/param', '/base/region', '/system/user']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await requests.idle();
    expect(await violations(), path).toEqual([]);
  }
});

test('the site renders and hydrates every page under the policy, with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const site of SITE_PAGES) {
    const response = await page.goto(site.path);
    expect(response?.headers()['content-security-policy'], site.path).toMatch(/script-src 'self' 'sha256-/);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: site.h1 })).toBeVisible();
    expect(await violations(), site.path).toEqual([]);
  }
});
