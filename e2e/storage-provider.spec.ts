import { S3_FAKE_KEYS, type S3Fake, startS3Fake } from '../packages/server/test/support/s3-fake';
import { expect, test } from './admin-test';
import { alert, pressRowAction, rowWith, search, toast, unique } from './pages-support';
import { choosePicture, PIXEL_PNG } from './picture-support';
import { enableProvider, saveProviders } from './resource-support';

/**
 * Object storage through a provider: an S3-compatible bucket (s3rver, started here on a free
 * port) is tested, enabled, and then holds the avatar uploaded on /info/index.
 */

let s3: S3Fake;
/** Removes the providers this file made: after each test, in a hook of its own time. */
let cleanup: (() => Promise<unknown>) | undefined;
test.beforeAll(async () => {
  s3 = await startS3Fake();
});
test.afterEach(async () => {
  // Later specs upload to local disk again: no provider stays enabled, even after a timeout (a
  // cleanup inside the test would be cut off with it, and every later upload would fail).
  await cleanup?.();
  cleanup = undefined;
});
test.afterAll(async () => {
  await s3?.close();
});

test('an enabled S3 provider: test the connection, enable it, and the avatar is served from the bucket', async ({
  page,
}) => {
  // Two providers saved, two connection tests, an upload and a read from the bucket.
  test.setTimeout(60_000);
  const prefix = `e2es3${unique()}`;
  const [good, dead] = [`${prefix}a`, `${prefix}b`];
  const provider = (code: string, endpoint: string) => ({
    ossCode: code,
    category: 1,
    endpoint,
    ...S3_FAKE_KEYS,
    bucketName: s3.bucket,
  });
  const saved = await saveProviders(page, 'oss', prefix, [
    provider(good, s3.url),
    provider(dead, 'http://127.0.0.1:1'),
  ]);
  cleanup = saved.cleanup;
  await page.goto('/resource/oss');
  await search(page, '资源编号', prefix);
  const table = page.getByRole('table', { name: '对象存储' });

  await pressRowAction(rowWith(table, dead), '测试连接');
  await expect(alert(page, '无法连接对象存储 http://127.0.0.1:1')).toBeVisible();

  await pressRowAction(rowWith(table, good), '测试连接');
  await expect(toast(page, `连接成功：已在空间 ${s3.bucket} 写入并删除测试对象`)).toBeVisible();
  expect(await s3.keys('blade-probe/')).toEqual([]);

  await enableProvider(page, '对象存储', good);

  // The person uploading an avatar sees nothing different; the bytes go to the bucket.
  await page.goto('/info/index');
  const avatar = page.getByRole('tabpanel', { name: '个人信息' }).getByRole('group', { name: '头像' });
  const uploaded = page.waitForResponse((r) => r.url().includes('/blade-resource/oss/endpoint/put-file'));
  await choosePicture(
    page,
    () => avatar.getByRole('button', { name: /上传头像|更换头像/ }).click(),
    'face.png',
  );
  const file = ((await (await uploaded).json()) as { data: { link: string; name: string } }).data;
  const image = avatar.getByRole('img');
  await expect(image).toHaveAttribute('src', file.link);
  // Shown: the browser decoded the picture the server streamed from the bucket.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  const keys = await s3.keys('upload/');
  const key = keys.find((k) => k.endsWith(`/${file.name}`));
  expect(key, keys.join(', ')).toBeDefined();
  expect((await s3.bytes(key!)).equals(PIXEL_PNG)).toBe(true);
  const served = await page.request.get(file.link, { headers: { range: 'bytes=0-3' } });
  expect(served.status()).toBe(206);
  expect(Buffer.from(await served.body()).equals(PIXEL_PNG.subarray(0, 4))).toBe(true);
});
