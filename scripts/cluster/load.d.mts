// Types of load.mjs for the TypeScript e2e (e2e/replicas.spec.ts) and server tests (test/support/server-process.ts).
export declare const CONSOLE_CALLS: string[];
export declare function passwordToken(base: string, username: string, password: string): Promise<string>;
export declare function adminToken(base: string): Promise<string>;
export interface LoadCounts {
  requests: number;
  failed: number;
  failures: string[];
}
export declare function startLoad(options: {
  base: string;
  token: string;
  clients?: number;
  calls?: string[];
}): { stop(): Promise<LoadCounts> };
