import { beforeEach, vi } from 'vitest';

/**
 * A public form's send call (join us, order) for a page test: `spy` records what was sent and
 * answers; after `refuse(error)` the call throws that error instead (a plain function throws it:
 * Vitest reports a rejection a spy returns as the test's error). Both are reset before each test.
 * Call it at the top level of a test file and hand `send` to the mocked client.
 */
export function setupSendCall() {
  const spy = vi.fn();
  let refusal: unknown;
  beforeEach(() => {
    spy.mockReset();
    refusal = undefined;
  });
  return {
    spy,
    send: async (payload: unknown) => {
      if (refusal) throw refusal;
      return spy(payload);
    },
    refuse: (error: unknown) => {
      refusal = error;
    },
  };
}
