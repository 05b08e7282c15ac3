import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

// A short check, so a hung database costs the tests a fifth of a second, not two.
const started = serverForFile(async () => ({
  server: await startTestServer({ databaseCheckTimeoutMs: 200 }),
}));

afterEach(() => vi.restoreAllMocks());

/** Makes the app's database hang (every statement unanswered) until the returned function is called. */
function hangDatabase(): () => void {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const { db } = started.server.database;
  const execute = db.execute.bind(db);
  vi.spyOn(db, 'execute').mockImplementation(((query: Parameters<typeof execute>[0]) =>
    answered.then(() => execute(query))) as typeof db.execute);
  return release;
}

describe('health while the database does not answer', () => {
  it('answers ready while the database answers', async () => {
    const response = await started.server.app.inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { status: 'ready' } });
  });

  it('answers not ready within DATABASE_CHECK_TIMEOUT_MS when the database hangs; liveness stays 200', async () => {
    const release = hangDatabase();
    try {
      const before = Date.now();
      const ready = await started.server.app.inject('/api/health/ready');
      expect(Date.now() - before).toBeLessThan(1_500);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 503, success: false });
      // Liveness is the process's: restarting it would not bring the database back.
      const live = await started.server.app.inject('/api/health');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
    } finally {
      release();
    }
    // Once the database answers again, so does readiness.
    await vi.waitFor(async () => {
      expect((await started.server.app.inject('/api/health/ready')).statusCode).toBe(200);
    });
  });

  it('answers not ready when the database refuses', async () => {
    vi.spyOn(started.server.database.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED'));
    const ready = await started.server.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect((await started.server.app.inject('/api/health')).statusCode).toBe(200);
  });
});
