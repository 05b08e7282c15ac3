import type { ComponentType } from 'react';
import { withChunkTimeout } from '../router/chunkTimeout';

const load = withChunkTimeout(() => import('../App').then((module) => module.App));
let loading: Promise<ComponentType> | undefined;

/**
 * The console's router, shell and routes: a chunk of their own, so a cold /login (boot/LoginBoot)
 * does not download them; every other address loads them at once. One download however often it
 * is asked for (the first interaction, the sign-in, a link); after the chunk timeout it fails (SPEC
 * §8), and a failed download is tried again when next asked for.
 */
export function loadApp(): Promise<ComponentType> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
