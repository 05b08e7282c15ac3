// Gzip bytes of the JavaScript and CSS that a page really loads, measured in Chromium against the
// built product: the console's /login and the site's /Home.
import { gzipSync } from 'node:zlib';
import { kb, launchChromium } from './lib.mjs';

export async function measurePageWeight(base, pages = ['/login', '/Home']) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const pathname of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const totals = { script: 0, stylesheet: 0, inlineStyle: 0, files: 0 };
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        totals[type] += gzipSync(body, { level: 9 }).length;
        totals.files += 1;
      });
      await page.goto(base + pathname, { waitUntil: 'networkidle' });
      // styled-components injects its CSS at run time (through insertRule in production, so the
      // <style> elements look empty): count the rules it inserted, as CSS the page carries.
      const inlineCss = await page.evaluate(() =>
        [...document.styleSheets]
          .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
          .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
          .join('\n'),
      );
      totals.inlineStyle = gzipSync(Buffer.from(inlineCss), { level: 9 }).length;
      rows.push({ page: pathname, ...totals });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(
    '\nPage weight, offline (gzip -9 computed here over what Chromium loaded; the wire figures above are what was sent)',
  );
  console.log('page        JS          CSS files   CSS in <style>   requests');
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(11)} ${kb(row.script).padEnd(11)} ${kb(row.stylesheet).padEnd(11)} ${kb(row.inlineStyle).padEnd(16)} ${row.files}`,
    );
  }
  return rows;
}
