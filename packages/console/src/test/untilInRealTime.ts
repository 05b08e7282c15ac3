import { act } from '@testing-library/react';

// Taken when the module loads, before a test installs fake timers.
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits in real time, fake timers installed, until `check` holds, for at most 10 s: for what
 * fake timers do not drive (the mock API's answers, dynamic imports, React's work).
 */
export async function untilInRealTime(check: () => boolean) {
  for (let waited = 0; waited < 10_000 && !check(); waited += 20) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 20));
    });
  }
}
