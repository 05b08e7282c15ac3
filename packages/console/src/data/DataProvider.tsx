import type { BladeClient } from '@blade-console/blade-client';
import { BladeClientProvider } from '@blade-console/blade-client/swr';
import type { ReactNode } from 'react';
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
  return (
    <SWRConfig value={{ provider: () => cache, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <BladeClientProvider client={client}>{children}</BladeClientProvider>
    </SWRConfig>
  );
}
