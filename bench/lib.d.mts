// Types of lib.mjs for the TypeScript e2e (e2e/flow-restart.spec.ts).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';

export interface NodeProcess {
  pid: number;
  /** Sends `signal` (SIGTERM by default) and resolves once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}
export declare function launchChromium(): Promise<Browser>;
export declare function startServer(
  port: number,
  extraEnv?: Record<string, string>,
  main?: string,
): Promise<NodeProcess & { base: string }>;
export declare function openColdPage(
  browser: Browser,
  contextOptions?: BrowserContextOptions,
  options?: { settle?: boolean },
): Promise<{ context: BrowserContext; page: Page }>;
export declare function browserIdle(
  browser: Browser,
  options?: { quietMs?: number; samples?: number; timeoutMs?: number },
): Promise<boolean>;
export declare function signIn(page: Page, base: string): Promise<void>;
export declare function kb(bytes: number): string;
export declare function median(values: number[]): number;
export declare function range(values: number[], digits?: number): string;
export declare function spread(values: number[], digits?: number): string;
export declare function when<A>(page: Page, check: (arg: A) => number | false, arg?: A): Promise<number>;
export declare function formUsable(): number | false;
export declare function processCpuMicros(pid: number): number | undefined;
export declare function startNodeProcess(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  options?: { cpus?: string },
): Promise<NodeProcess>;
export declare function startBareServer(
  port: number,
  body: unknown,
  cpus?: string,
  contentType?: string,
  headers?: Record<string, string>,
): Promise<NodeProcess & { url: string }>;
