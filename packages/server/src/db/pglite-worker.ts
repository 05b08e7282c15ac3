/**
 * The worker thread that owns the embedded PGlite (started by pglite-thread.ts): PostgreSQL's WASM
 * and PGlite's protocol parsing run here, on the second core, while the main thread serves HTTP.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PgliteHost } from './pglite-host';
import {
  type Envelope,
  type NotificationMessage,
  type PgliteWorkerData,
  type Reply,
  serializeError,
} from './pglite-protocol';

const data = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

const compiled = { pgliteWasmModule: data.pgliteWasmModule };
const pg =
  'dataDir' in data
    ? new PGlite(data.dataDir, compiled)
    : new PGlite({
        ...compiled,
        ...(data.memory.loadDataDir ? { loadDataDir: new Blob([data.memory.loadDataDir]) } : {}),
      });
const host = new PgliteHost(pg);
const ready = pg.waitReady;
// NOTIFYs on channels a LISTEN (sent as a statement) named: the event stream's (src/events/).
pg.onNotification((channel, payload) =>
  port.postMessage({ notification: { channel, payload } } satisfies NotificationMessage),
);

port.on('message', (envelope: Envelope) => {
  const { id } = envelope;
  ready
    .then(() => host.handle(envelope))
    .then(
      (value) => port.postMessage({ id, ok: true, value } satisfies Reply),
      (error: unknown) => port.postMessage({ id, ok: false, error: serializeError(error) } satisfies Reply),
    );
});
