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

/**
 * A dump for PGlite to load, without copying it: PGlite reads a dump only through `arrayBuffer()`
 * (and `type`, to tell gzip), while a Blob copies the bytes as it is made and again, 64 KB at a time,
 * as it is read. For the tests' 43 MB template that was ~0.45 CPU-s of every server they start.
 */
function dumpOf(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = whole ? bytes.buffer : bytes.slice().buffer;
  return { type: '', size: bytes.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
}

const compiled = { pgliteWasmModule: data.pgliteWasmModule };
const pg =
  'dataDir' in data
    ? new PGlite(data.dataDir, compiled)
    : new PGlite({
        ...compiled,
        ...(data.memory.loadDataDir ? { loadDataDir: dumpOf(data.memory.loadDataDir) } : {}),
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
