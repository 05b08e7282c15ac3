import { createHash, createHmac } from 'node:crypto';

/**
 * Alibaba Cloud's RPC percent-encoding: RFC 3986 (only `A-Za-z0-9-_.~` left as they are), which is
 * encodeURIComponent plus `!'()*`.
 */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Alibaba Cloud RPC signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0): the parameters
 * sorted and encoded, `METHOD&%2F&<encoded query>`, HMAC-SHA1 keyed with `secret&`, base64.
 * Hand-written (a few lines) rather than the official SDK's dozen packages; the tests check it
 * against the vendor's own implementation (`@alicloud/openapi-util`).
 */
export function aliyunSignature(params: Record<string, string>, method: string, secret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Tencent Cloud API 3.0 `Authorization` (TC3-HMAC-SHA256) of a POST with a JSON body, signing
 * `content-type` and `host` as the official SDK does; checked against the SDK's `Sign.sign3`.
 */
export function tc3Authorization(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${input.contentType}\nhost:${input.host}\n`,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const kDate = hmac(`TC3${input.secretKey}`, date);
  const kService = hmac(kDate, input.service);
  const kSigning = hmac(kService, 'tc3_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
