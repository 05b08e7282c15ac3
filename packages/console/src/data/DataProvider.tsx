import type { BladeClient } from '@blade-console/blade-client';
import { BladeClientProvider } from '@blade-console/blade-client/swr';
import { type ReactNode, useMemo } from 'react';
import { type Cache, SWRConfig } from 'swr';
import { client as consoleClient } from '../session/client';
import { dataCache } from './cache';

export interface DataProviderProps {
  children?: ReactNode;
  /** Default: the console's one SDK instance. */
  client?: BladeClient;
  /** Default: the console's cache, emptied at sign-out (tests pass their own). */
  cache?: Cache;
}

/**
 * The app root's data layer: the SDK for `useBladeClient()` and the SWR cache every
 * `@blade-console/blade-client/swr` hook reads. Failures are already shown by the SDK's error toast,
 * so SWR does not retry them; a tab coming back into focus does not refetch every table's options.
 */
export function DataProvider({ children, client = consoleClient, cache = dataCache }: DataProviderProps) {
  // The same value while the cache is the same: a new one would be a new SWR context for every
  // query below, so each tab switch (the frame re-renders) would re-render every kept page.
  const config = useMemo(
    () => ({ provider: () => cache, revalidateOnFocus: false, shouldRetryOnError: false }),
    [cache],
  );
  return (
    <SWRConfig value={config}>
      <BladeClientProvider client={client}>{children}</BladeClientProvider>
    </SWRConfig>
  );
}
