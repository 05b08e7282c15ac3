import type { Page } from '@playwright/test';

/**
 * A 1×1 PNG: the smallest picture every image field and upload accepts (the server checks an
 * image's magic bytes, so a real one). One for every spec, so a test that compares what was stored
 * with what was sent compares these bytes.
 */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Does what opens the browser's file chooser (`open`) and picks the 1×1 PNG in it as `name`. */
export async function choosePicture(page: Page, open: () => Promise<void>, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PIXEL_PNG });
}

/**
 * Holds the page's uploads back, as a slow network would, until the answered `release()` lets them
 * go on to the real server.
 */
export async function holdUploads(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/blade-resource/oss/endpoint/put-file', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
