import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MASK, maskSensitive, maskText } from '../src/logs/mask';
import { maskedRequest, withMaskedRequests } from '../src/logs/process-log';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoiMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

/** Every credential a URL can carry (issue 17 point 3): none may reach the process log. */
const SECRET_QUERIES: Record<string, string> = {
  password: 'e10adc3949ba59abbe56e057f20f883e',
  refresh_token: JWT,
  refreshToken: JWT,
  access_token: 'wx-access-1234',
  'blade-auth': `bearer ${JWT}`,
  'blade-link': 'a1b2c3-signed-link',
  smsCode: '482913',
  sms_code: '482913',
  validCode: '482913',
  verifyCode: '482913',
  'captcha-code': 'x7k2',
  clientSecret: 'saber_secret',
};

function requestFor(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return { method: 'GET', url, headers, host: 'h', ip: '127.0.0.1', socket: {} } as unknown as FastifyRequest;
}

describe('the process log redacts credentials', () => {
  for (const [name, value] of Object.entries(SECRET_QUERIES)) {
    it(`masks ?${name}= in a logged URL`, () => {
      const url = `/api/x?a=1&${name}=${encodeURIComponent(value)}&b=2`;
      const logged = JSON.stringify(maskedRequest(requestFor(url)));
      expect(logged).toContain(`${name}=${MASK}`);
      expect(logged).not.toContain(encodeURIComponent(value));
      expect(logged).toContain('a=1');
      expect(logged).toContain('b=2');
    });
  }

  it('logs no request header (Authorization, Blade-Auth, cookies)', () => {
    const logged = JSON.stringify(
      maskedRequest(
        requestFor('/api/x', {
          authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0',
          'blade-auth': `bearer ${JWT}`,
          cookie: `token=${JWT}`,
        }),
      ),
    );
    expect(logged).not.toContain('c2FiZXI6c2FiZXJfc2VjcmV0');
    expect(logged).not.toContain(JWT);
  });

  it('masks a bearer token quoted in free text and sensitive keys of logged parameters', () => {
    expect(maskText(`failed: Blade-Auth bearer ${JWT}`)).not.toContain(JWT);
    expect(
      maskSensitive({ smsCode: '482913', validCode: '1', nested: { Authorization: 'Basic x' }, name: 'a' }),
    ).toEqual({ smsCode: MASK, validCode: MASK, nested: { Authorization: MASK }, name: 'a' });
  });

  it('masks a bearer token and a secret pair in one text, and leaves a plain list query as it is', () => {
    const masked = maskText(`retry bearer ${JWT} with /api/x?current=1&Password=abc&size=10`);
    expect(masked).toBe(`retry bearer ${MASK} with /api/x?current=1&Password=${MASK}&size=10`);
    const plain = '/api/blade-system/param/list?current=1&size=10&paramName_like=站点';
    expect(maskText(plain)).toBe(plain);
  });

  it('keeps ordinary codes (a region or dictionary code) readable', () => {
    expect(maskText('/api/blade-system/region/detail?code=3201')).toContain('code=3201');
    expect(maskSensitive({ code: '3201' })).toEqual({ code: '3201' });
  });
});

describe('the process log’s errors', () => {
  it('show a failed query without its parameters, whoever logs it (a job, the log recorder)', () => {
    const lines: string[] = [];
    const options = withMaskedRequests({
      level: 'warn',
      stream: { write: (line: string) => lines.push(line) },
    });
    const app = Fastify({ logger: options });
    const cause = Object.assign(new Error('value too long for type character varying(64)'), {
      code: '22001',
    });
    const failed = new DrizzleQueryError(
      'update blade_user set password = $1 where id = $2',
      ['$2a$10$SECRETHASH', 7],
      cause,
    );
    app.log.error({ err: failed, job: 'mail' }, 'job failed');
    app.log.warn({ err: new Error('plain failure') }, 'other');
    const [job, other] = lines.map((line) => JSON.parse(line));
    expect(job.err).toMatchObject({
      message: 'value too long for type character varying(64) (SQLSTATE 22001)',
    });
    expect(job.err.stack).toContain('log-redaction.test.ts');
    expect(lines.join('')).not.toContain('SECRETHASH');
    expect(other.err).toMatchObject({ type: 'Error', message: 'plain failure' });
    void app.close();
  });
});
