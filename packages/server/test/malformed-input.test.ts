import { describe, expect, it } from 'vitest';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();
const BOUNDARY = 'cutBoundary';
/** A multipart body cut off inside its file part: no closing boundary. */
const TRUNCATED = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004abc`;

const envelope = (code: number) => ({ code, success: false, data: null });

/**
 * Posts `payload` as `contentType`, signed in, to each of `urls`: every one must answer 400 in the
 * envelope, matching `answer` too.
 */
async function expectRefused(urls: string[], contentType: string, payload: string, answer: object = {}) {
  for (const url of urls) {
    const response = await authed(signedIn.server.app, signedIn.token, {
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, url).toBe(400);
    expect(response.json(), url).toMatchObject({ ...envelope(400), ...answer });
  }
}

describe('malformed input answers the envelope with 400 (issue 17 point 7)', () => {
  it('a truncated multipart upload, on every upload route', async () => {
    const uploads = [
      '/api/blade-resource/oss/endpoint/put-file',
      '/api/blade-system/region/import-region',
      '/api/blade-user/import-user',
      '/api/blade-system/user/import-user',
      '/api/blade-flow/manager/deploy-upload',
    ];
    await expectRefused(uploads, `multipart/form-data; boundary=${BOUNDARY}`, TRUNCATED, {
      msg: expect.stringContaining('不完整'),
    });
  });

  it('a multipart body without a boundary, also on the token endpoints', async () => {
    const urls = [
      '/api/blade-auth/oauth/logout',
      '/api/blade-auth/logout',
      '/api/blade-system/region/import-region',
    ];
    await expectRefused(urls, 'multipart/form-data', 'no boundary');
  });

  it('a malformed percent-escape in the path', async () => {
    for (const url of [
      '/api/blade-system/param/%zz',
      '/api/%',
      '/%E0%A4%A',
      '/api/blade-resource/oss/endpoint/file/%zz',
    ]) {
      const response = await signedIn.server.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        ...envelope(400),
        msg: expect.stringContaining('百分号编码'),
      });
    }
  });
});
