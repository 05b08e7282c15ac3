// Node's own flags the server is started with, wherever it is started: `pnpm start`
// (scripts/start.mjs), the replicas (scripts/cluster/replicas.mjs), the e2e servers
// (playwright.config.ts), the benches. package.json's `start`, deploy/blade-console@.service and
// README.md cannot import this and spell the flags out; test/node-flags.test.ts holds them to it.
//
// --max-semi-space-size=64 (MiB; V8's default is 16 on 64-bit): a request of the paged parameter
// list allocates ~75 KB (heap sampling, 2026-12-05), and with 64 requests in flight the survivors of
// each young-generation collection are several MB, so each scavenge took ~5 ms and came every ~170
// requests: ~28 µs of GC per request, a tenth of the server's CPU. With 64 MiB semi-spaces the same
// 20,000 requests on PostgreSQL took 29 scavenges instead of 120 (200 ms of GC instead of 559) and
// no full collection; 32 MiB: 60 (503 ms), 128 MiB: 17 (221 ms, each pause 13 ms). The cost is
// memory: up to ~100 MB more resident under load. The flag only counts when the process starts
// with it (v8.setFlagsFromString at run time leaves the heap as it was configured).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
