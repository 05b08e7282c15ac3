import { expect, test } from '@playwright/test';

/**
 * Only in the replica run (E2E_REPLICAS, playwright.config.ts), after the session and CRUD tests:
 * the proxy's own count proves they went through every replica, each request to another replica than
 * the one before, and that the replica that answered was the one the request was sent to.
 */
test('the tests before went round robin over every replica', { tag: '@replicas' }, async ({ request }) => {
  const answer = await request.get('/__round-robin');
  const stats = (await answer.json()) as {
    served: Record<string, number>;
    repeats: number;
    mismatches: number;
    failures: number;
  };
  expect(stats).toMatchObject({ repeats: 0, mismatches: 0, failures: 0 });
  const counts = Object.values(stats.served);
  expect(counts.length).toBeGreaterThanOrEqual(2);
  // The session and CRUD tests send hundreds of requests; each replica answered its share.
  for (const count of counts) expect(count).toBeGreaterThan(50);
});
