import type { Page } from '@blade-console/blade-client/types';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bladeLogApi, bladeLogError } from '../src/db/schema';
import { authed, dataOf, signIn, startTestServer, type TestServer } from './helpers';
import { LOCAL_FAKES_ALLOWED } from './support/local-fakes';
import { S3_FAKE_KEYS, type S3Fake, startS3Fake } from './support/s3-fake';

/** Secrets that must reach the database's provider rows and nothing else (s3rver checks only the key id). */
const OSS_SECRET = 'oss-secret-7f3a9c1e';
const OSS_SECRET_EDITED = 'oss-secret-edited-52d0b4';
const SMS_SECRET = 'sms-secret-c81e2f77';
const SECRETS = [OSS_SECRET, OSS_SECRET_EDITED, SMS_SECRET];

let server: TestServer;
let token: string;
let s3: S3Fake;
/** Every line the server's logger (pino, at its most talkative) writes. */
const processLog: string[] = [];
/** What reaches the console directly (the AWS SDK warns there, not through the logger). */
const consoleLog: string[] = [];

beforeAll(async () => {
  s3 = await startS3Fake();
  server = await startTestServer(LOCAL_FAKES_ALLOWED, {
    logger: { level: 'trace', stream: { write: (line: string) => processLog.push(line) } },
  });
  token = (await signIn(server.app)).access_token;
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLog.push(args.map(String).join(' '));
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
  await s3?.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  authed(server.app, token, { method: 'POST', url, payload });

const oss = {
  ossCode: 'logged-oss',
  category: 1,
  endpoint: '',
  accessKey: S3_FAKE_KEYS.accessKey,
  secretKey: OSS_SECRET,
  bucketName: '',
};

describe('provider secrets and the logs', () => {
  it('keeps OSS and SMS secrets out of the process log, the API log and the error log', async () => {
    const provider = { ...oss, endpoint: s3.url, bucketName: s3.bucket };
    // Test before saving (the form's settings), save, test the saved row, edit the secret.
    const unsaved = await post('/api/blade-resource/oss/test-connection', provider);
    expect(unsaved.statusCode, unsaved.body).toBe(200);
    const unreachable = await post('/api/blade-resource/oss/test-connection', {
      ...provider,
      endpoint: 'http://127.0.0.1:1',
    });
    expect(unreachable.statusCode, unreachable.body).toBe(500);
    expect((await post('/api/blade-resource/oss/submit', provider)).statusCode).toBe(200);
    const page = await dataOf<Page<{ id: string; ossCode: string }>>(
      authed(server.app, token, { url: '/api/blade-resource/oss/list?ossCode=logged-oss' }),
    );
    const id = page.records[0]!.id;
    const saved = await post('/api/blade-resource/oss/test-connection', { id, secretKey: '******' });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = await post('/api/blade-resource/oss/submit', { id, secretKey: OSS_SECRET_EDITED });
    expect(edited.statusCode, edited.body).toBe(200);
    const sms = await post('/api/blade-resource/sms/submit', {
      smsCode: 'logged-sms',
      category: 3,
      templateId: 'SMS_100001',
      accessKey: 'sms-access',
      secretKey: SMS_SECRET,
      signName: '布雷德',
    });
    expect(sms.statusCode, sms.body).toBe(200);
    // A bad request too: what is refused is logged as well.
    const refused = await post('/api/blade-resource/sms/submit', {
      smsCode: 'x'.repeat(40),
      secretKey: SMS_SECRET,
    });
    expect(refused.statusCode).toBe(400);

    await server.app.bladeLogs.flush();
    const apiRows = await server.database.db.select().from(bladeLogApi);
    const errorRows = await server.database.db.select().from(bladeLogError);
    // The captures are live: the calls are in them, with their bodies masked in the API log.
    expect(processLog.join('\n')).toContain('/api/blade-resource/oss/test-connection');
    const submits = apiRows.filter((row) => row.requestUri === '/api/blade-resource/oss/submit');
    expect(submits).toHaveLength(2);
    expect(submits[0]!.params).toContain('"secretKey":"******"');
    const probes = apiRows.filter((row) => row.requestUri === '/api/blade-resource/oss/test-connection');
    expect(probes.map((row) => row.type)).toEqual(['1', '2', '1']);

    const logs: [string, string][] = [
      ['process log', processLog.join('\n')],
      ['console', consoleLog.join('\n')],
      [
        'API log',
        JSON.stringify(apiRows, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
      ],
      [
        'error log',
        JSON.stringify(errorRows, (_key, value) => (typeof value === 'bigint' ? String(value) : value)),
      ],
    ];
    for (const [where, text] of logs) {
      for (const secret of SECRETS) expect(text, `${secret} in the ${where}`).not.toContain(secret);
    }
  });
});
