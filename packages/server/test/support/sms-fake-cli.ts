import { startSmsFakes } from './sms-fakes';

/**
 * The SMS gateway fakes as a process, for Playwright: `SMS_FAKE_PORT=4801 tsx sms-fake-cli.ts`;
 * point `SMS_ALIYUN_ENDPOINT` and `SMS_TENCENT_ENDPOINT` at it. `GET /` answers 200 (readiness).
 */
const fakes = await startSmsFakes(Number(process.env.SMS_FAKE_PORT ?? 0));
console.log(`SMS fake listening on ${fakes.aliyunUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fakes.close().finally(() => process.exit(0));
  });
}
