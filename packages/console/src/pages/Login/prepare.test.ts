// @vitest-environment node
// (It runs with the files that mock a module, unit-isolated, which otherwise get a document.)
import { beforeEach, expect, it, vi } from 'vitest';
import { loadFirstPage, loadSignedInFrame } from '../../router/signedInFrame';
import { core } from '../../session/core';
import { prepareSignIn } from './prepare';

vi.mock('../../router/signedInFrame', () => ({
  loadSignedInFrame: vi.fn(() => Promise.resolve()),
  loadFirstPage: vi.fn(() => Promise.resolve()),
}));

beforeEach(() => vi.clearAllMocks());

it("fetches the password's hashing alone first, then the console, the frame and the first page", async () => {
  let hashingIn = () => {};
  const prepare = vi
    .spyOn(core.auth, 'preparePasswordGrant')
    .mockReturnValue(new Promise<void>((resolve) => (hashingIn = resolve)));
  const more = vi.fn(() => Promise.resolve());
  prepareSignIn(more);
  expect(prepare).toHaveBeenCalledTimes(1);
  // Nothing else competes with it for the connections while it loads.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(more).not.toHaveBeenCalled();
  expect(loadSignedInFrame).not.toHaveBeenCalled();
  hashingIn();
  await vi.waitFor(() => expect(loadFirstPage).toHaveBeenCalled());
  expect(more).toHaveBeenCalled();
  expect(loadSignedInFrame).toHaveBeenCalled();
});

it('fetches the rest even when the hashing could not be loaded (the sign-in tries it again)', async () => {
  vi.spyOn(core.auth, 'preparePasswordGrant').mockRejectedValue(new Error('offline'));
  const more = vi.fn(() => Promise.resolve());
  prepareSignIn(more);
  await vi.waitFor(() => expect(loadSignedInFrame).toHaveBeenCalled());
  expect(more).toHaveBeenCalled();
});
