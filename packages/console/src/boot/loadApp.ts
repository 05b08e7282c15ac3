import { withChunkTimeout } from '../router/chunkTimeout';

/** The console's module: its root component and how to start it ahead of the first render. */
export type ConsoleApp = typeof import('../App');

const load = withChunkTimeout(() => import('../App'));
let loading: Promise<ConsoleApp> | undefined;

/**
 * The console's router, shell and routes: a chunk of their own, so a cold /login (boot/LoginBoot)
 * does not download them; every other address loads them at once. One download however often it
 * is asked for (the first interaction, the sign-in, a link); after the chunk timeout it fails (SPEC
 * §8), and a failed download is tried again when next asked for.
 */
export function loadApp(): Promise<ConsoleApp> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
