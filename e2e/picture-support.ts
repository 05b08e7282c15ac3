import type { Page } from '@playwright/test';
import { holdRequests } from './network-support';

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
export const holdUploads = (page: Page) => holdRequests(page, '**/blade-resource/oss/endpoint/put-file');
