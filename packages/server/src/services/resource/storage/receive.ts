import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest } from '../../../http/envelope';
import { asUploadError } from '../../../http/upload-errors';
import { msg } from '../../../i18n';
import { contentProblem, extensionOf, extensionProblem, FILE_TYPES } from '../files';
import type { ObjectStore } from './object-store';

/** What `put-file` learned about a file while it streamed through to the store. */
export interface ReceivedFile {
  name: string;
  key: string;
  extension: string;
  contentType: string;
  size: number;
  /** SHA-256, hex. */
  hash: string;
}

/** A multipart file part as `@fastify/multipart` hands it over (`truncated` once over the size limit). */
export interface FilePart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** Enough of the head for file-type to recognise every type of FILE_TYPES. */
const SAMPLE_SIZE = 4100;

/**
 * The key of a new object: `upload/<yyyymmdd>/<uuid>.<ext>` in a bucket (BladeX's layout, so a
 * bucket can be browsed by day), the bare generated name on local disk.
 */
function keyOf(store: ObjectStore, name: string, now: Date): string {
  if (store.provider === 'local') return name;
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `upload/${day}/${name}`;
}

/**
 * Streams an upload to the store while checking it: the extension is allowed, the content's magic
 * bytes match it, it is not empty and not over `maxBytes` (then the stream fails, so the store keeps
 * nothing). Sizes and the hash are counted on the way; nothing is held whole in memory.
 */
export async function receiveFile(
  part: FilePart,
  store: ObjectStore,
  options: { maxBytesText: string; now?: Date },
): Promise<ReceivedFile> {
  const problem = extensionProblem(part.filename);
  if (problem) throw badRequest(problem);
  const extension = extensionOf(part.filename);
  const { head, rest } = await peek(part.file, SAMPLE_SIZE);
  const detected = await fileTypeFromBuffer(head);
  const mismatch = contentProblem(extension, detected?.ext);
  if (mismatch) {
    // Read the rest away, so the answer is not sent into a body still arriving.
    for await (const _ of rest);
    throw badRequest(mismatch);
  }
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      if (part.file.truncated)
        callback(badRequest(msg('http.uploadTooLarge', { megabytes: options.maxBytesText })));
      else if (size === 0) callback(badRequest(msg('resource.fileEmpty')));
      else callback();
    },
  });
  // The store may start reading a moment later; an early failure (an empty file) waits for it there.
  meter.on('error', () => undefined);
  const body = Readable.from(rest);
  body.once('error', (error) => meter.destroy(asUploadError(error, options.maxBytesText) as Error));
  body.pipe(meter);
  const name = `${randomUUID()}.${extension}`;
  const key = keyOf(store, name, options.now ?? new Date());
  const contentType = FILE_TYPES[extension]!.contentType;
  await store.put(key, meter, contentType);
  return { name, key, extension, contentType, size, hash: hash.digest('hex') };
}

/**
 * The first `size` bytes of a stream (fewer if it is shorter), and all of its bytes again as an
 * iterable (head first), without holding more than the head. file-type's own `fileTypeStream` does
 * the same but is typed for web streams in this build.
 */
async function peek(stream: Readable, size: number): Promise<{ head: Buffer; rest: AsyncIterable<Buffer> }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest(): AsyncGenerator<Buffer> {
    if (head.length) yield head;
    while (!done) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: head.subarray(0, size), rest: rest() };
}

// Kept exported here for the upload routes; the one definition is http/upload-errors.ts.
export { asUploadError };
