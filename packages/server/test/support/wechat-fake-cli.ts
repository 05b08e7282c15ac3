import { startWechatFake } from './wechat-fake';

/**
 * The WeChat fake as a process, for Playwright's second webServer:
 * `WECHAT_FAKE_PORT=4822 WECHAT_APP_ID=… WECHAT_APP_SECRET=… tsx wechat-fake-cli.ts`.
 * `GET /__fake/articles` lists what was published; `POST /__fake/fail-next` scripts a failure.
 */
const fake = await startWechatFake(
  {
    appId: process.env.WECHAT_APP_ID ?? 'wx-e2e',
    appSecret: process.env.WECHAT_APP_SECRET ?? 'e2e-secret',
  },
  Number(process.env.WECHAT_FAKE_PORT ?? 0),
);
console.log(`WeChat fake listening on ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().finally(() => process.exit(0));
  });
}
