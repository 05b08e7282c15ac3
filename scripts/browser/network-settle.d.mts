// Types of network-settle.mjs for the TypeScript e2e tests (e2e/network-support.ts).
import type { Page, Request } from '@playwright/test';

export declare const isEventStream: (request: Request) => boolean;
export declare function trackRequests(page: Page): {
  inFlight(): number;
  waiting(): string[];
  idle(quietMs?: number, timeoutMs?: number): Promise<void>;
};
