import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bladeMailOutbox } from '../src/db/schema';
import { authed, signInNewUser, startSignedIn, type TestServer } from './helpers';
import { LOCAL_FAKES_ALLOWED } from './support/local-fakes';

const mail = (overrides: Record<string, unknown> = {}) => ({
  to: 'partner@example.com',
  subject: 'Re: cooperation',
  content: 'Thank you for your message, we will call you on Monday.',
  ...overrides,
});

describe('POST /sendMail into the outbox (no SMTP configured)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ server, token } = await startSignedIn({ mailSmtpUrl: undefined, mailFrom: undefined }));
  });
  afterAll(async () => {
    await server?.close();
  });
  const send = (payload: Record<string, unknown>, as = token) =>
    authed(server.app, as, { method: 'POST', url: '/api/sendMail', payload });
  const outbox = () => server.database.db.select().from(bladeMailOutbox);

  it("keeps the mail in the outbox of the sender's tenant and says so", async () => {
    const response = await send(mail({ subject: '合作回复', content: '您好，\n我们已收到您的留言。' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: { delivery: 'outbox' },
      msg: '邮件已保存到发件箱，等待发送',
    });
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: '000000',
      toAddress: 'partner@example.com',
      subject: '合作回复',
      content: '您好，\n我们已收到您的留言。',
      sendStatus: 0,
    });
    expect(rows[0]?.createUser).not.toBeNull();
  });

  it('refuses a bad mail naming the field, and keeps nothing', async () => {
    const before = (await outbox()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ to: '' }, '收件人不能为空'],
      [{ to: undefined }, '收件人不能为空'],
      [{ to: 'not-an-address' }, '收件人格式不正确'],
      [{ to: 'a@example.com,b@example.com' }, '收件人格式不正确'],
      [{ to: 'x,a@example.com' }, '收件人格式不正确'],
      [{ to: 'Eve <eve@example.com>' }, '收件人格式不正确'],
      [{ to: `${'a'.repeat(250)}@example.com` }, '收件人不能超过 254 个字符'],
      [{ subject: '' }, '主题不能为空'],
      [{ subject: '   ' }, '主题不能为空'],
      [{ subject: 'Hi\r\nBcc: all@example.com' }, '主题不能换行'],
      [{ subject: 's'.repeat(201) }, '主题不能超过 200 个字符'],
      [{ content: '' }, '正文不能为空'],
      [{ content: ' \n ' }, '正文不能为空'],
      [{ content: 'c'.repeat(20_001) }, '正文不能超过 20000 个字符'],
    ];
    for (const [overrides, msg] of cases) {
      const response = await send(mail(overrides));
      expect(response.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false, msg });
    }
    expect(await outbox()).toHaveLength(before);
  });

  it('is for administrators only', async () => {
    const staff = await signInNewUser(server, { roleAlias: 'user' });
    expect((await send(mail(), staff)).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/sendMail', payload: mail() })).statusCode,
    ).toBe(401);
  });
});

/** What the fake SMTP server received. */
interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 's3cret-Pa55';

/**
 * A local SMTP server (smtp-server, by nodemailer's authors) that wants a password and records
 * what it is given; `refuse` makes it reject recipients at that address with 550.
 */
async function fakeSmtp(refuse = 'blocked@example.com') {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === refuse)
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return { smtp, port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

describe('POST /sendMail over SMTP (MAIL_SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let server: TestServer;
  let wrongPassword: TestServer;
  let unreachable: TestServer;
  let token: string;
  let wrongToken: string;
  let unreachableToken: string;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    const from = 'noreply@blade.example';
    const url = (password: string, port = smtp.port) => `smtp://${SMTP_USER}:${password}@127.0.0.1:${port}`;
    ({ server, token } = await startSignedIn({
      mailSmtpUrl: url(SMTP_PASSWORD),
      mailFrom: from,
      ...LOCAL_FAKES_ALLOWED,
    }));
    ({ server: wrongPassword, token: wrongToken } = await startSignedIn({
      mailSmtpUrl: url('wrong'),
      mailFrom: from,
      ...LOCAL_FAKES_ALLOWED,
    }));
    // A port nobody listens on: the fake server's, once it is closed.
    const closed = await fakeSmtp();
    await closed.close();
    ({ server: unreachable, token: unreachableToken } = await startSignedIn({
      mailSmtpUrl: url(SMTP_PASSWORD, closed.port),
      mailFrom: from,
      ...LOCAL_FAKES_ALLOWED,
    }));
  });
  afterAll(async () => {
    await server?.close();
    await wrongPassword?.close();
    await unreachable?.close();
    await smtp?.close();
  });
  const send = (app: TestServer, as: string, payload: Record<string, unknown>) =>
    authed(app.app, as, { method: 'POST', url: '/api/sendMail', payload });

  it('hands the mail to the SMTP server, signed in, from MAIL_FROM, as plain text', async () => {
    const response = await send(server, token, mail({ subject: '合作回复 Re: cooperation' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { delivery: 'smtp' }, msg: '邮件已发送' });
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got).toMatchObject({
      from: 'noreply@blade.example',
      to: ['partner@example.com'],
      user: SMTP_USER,
    });
    expect(got?.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(got?.raw).toMatch(/^Content-Type: text\/plain/im);
    expect(got?.raw).toContain('Thank you for your message, we will call you on Monday.');
    expect(
      await server.database.db.select().from(bladeMailOutbox).where(eq(bladeMailOutbox.tenantId, '000000')),
    ).toEqual([]);
  });

  it('says clearly when the SMTP server refuses, without ever showing its credentials', async () => {
    const refused = await send(server, token, mail({ to: 'blocked@example.com' }));
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: 502,
      success: false,
      msg: '邮件服务器拒绝了这封邮件（550），邮件未发送',
    });

    const badLogin = await send(wrongPassword, wrongToken, mail());
    expect(badLogin.statusCode).toBe(502);
    expect(badLogin.json().msg).toBe('邮件服务器拒绝了这封邮件（535），邮件未发送');

    const down = await send(unreachable, unreachableToken, mail());
    expect(down.statusCode).toBe(502);
    expect(down.json().msg).toBe('邮件服务器无法连接，邮件未发送');
    for (const body of [refused.body, badLogin.body, down.body]) {
      expect(body).not.toContain(SMTP_PASSWORD);
      expect(body).not.toContain(SMTP_USER);
    }
    expect(smtp.received).toHaveLength(1);
  });
});

describe('MAIL_SMTP_URL and MAIL_FROM', () => {
  it('are read from the environment, and refused without echoing the address (it holds a password)', () => {
    const url = `smtps://${SMTP_USER}:${SMTP_PASSWORD}@smtp.example.com:465`;
    expect(loadConfig({ MAIL_SMTP_URL: url, MAIL_FROM: 'noreply@example.com' })).toMatchObject({
      mailSmtpUrl: url,
      mailFrom: 'noreply@example.com',
    });
    expect(loadConfig({})).toMatchObject({ mailSmtpUrl: undefined });
    expect(() => loadConfig({ MAIL_SMTP_URL: url })).toThrow(
      'MAIL_FROM is required when MAIL_SMTP_URL is set',
    );
    const bad = `http://${SMTP_USER}:${SMTP_PASSWORD}@smtp.example.com`;
    const thrown = (() => {
      try {
        loadConfig({ MAIL_SMTP_URL: bad, MAIL_FROM: 'a@b.c' });
        return 'no error';
      } catch (error) {
        return String(error);
      }
    })();
    expect(thrown).toContain('MAIL_SMTP_URL must be an smtp:// or smtps:// address');
    expect(thrown).not.toContain(SMTP_PASSWORD);
  });
});
