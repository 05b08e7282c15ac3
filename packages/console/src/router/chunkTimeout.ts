import { CHUNK_LOAD_FAILED, website } from '../config';

/**
 * SPEC §8: "Loading a code chunk fails with 'Loading chunk failed' after 120 seconds. Style chunk
 * failures are raised similarly." A dynamic import (with the style sheets Vite loads before it
 * resolves) that has not settled after `ms` rejects with that error, so the route's error page
 * shows and the local error log keeps it. A chunk the browser could not fetch fails the same way,
 * with the browser's own error as the cause.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  ms: number = website.chunkLoadTimeoutMs,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(CHUNK_LOAD_FAILED)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(isChunkFetchError(error) ? new Error(CHUNK_LOAD_FAILED, { cause: error }) : error);
        },
      );
    });
}

/**
 * The browsers' and Vite's messages for a chunk that could not be fetched (not one that threw while
 * running): Chrome, Firefox, Safari, and Vite's style-sheet preload.
 */
const FETCH_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkFetchError(error: unknown): boolean {
  return error instanceof Error && FETCH_FAILURE.test(error.message);
}
