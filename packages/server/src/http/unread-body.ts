import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The most of an unread body read before the answer; past this, the client is cut off. */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;
const MAX_DRAIN_MS = 30_000;

/**
 * Answers that come before the request's body was read (a 413 for a body over the limit, a 401 for
 * an upload without a token) wait until the rest of the body has arrived, read and dropped.
 *
 * Why: such a connection is closed after the answer (Fastify asks for it after a refused body; so
 * does a client that sent `Connection: close`), and closing a socket with unread data makes the
 * kernel answer with a reset, which the client sees instead of the answer (one of twenty 6 MB
 * bodies, issue 37). A client sending more than {@link MAX_DRAINED_BYTES}, or for longer than
 * {@link MAX_DRAIN_MS}, is answered at once (and may see the reset: it was no honest upload).
 */
export function registerUnreadBodyDrain(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!hasUnreadBody(request)) return done(null, payload);
    void readTheRest(request).then(() => done(null, payload));
  });
}

function hasUnreadBody(request: FastifyRequest): boolean {
  const raw = request.raw;
  // Read to its end already (parsed, or streamed by an upload handler), or gone: nothing waits.
  if (raw.readableEnded || raw.destroyed) return false;
  const length = Number(raw.headers['content-length'] ?? 0);
  return length > 0 || raw.headers['transfer-encoding'] !== undefined;
}

function readTheRest(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  return new Promise((resolve) => {
    let drained = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('error', done).off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > MAX_DRAINED_BYTES) done();
    };
    const timer = setTimeout(done, MAX_DRAIN_MS);
    raw.on('data', onData).once('end', done).once('error', done).once('close', done);
    raw.resume();
  });
}
