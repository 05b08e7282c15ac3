import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, ObjectStore } from './object-store';

/** Stored names are `<uuid>.<ext>`: nothing a client sends ever becomes part of a path. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

/**
 * Uploads on this server's disk under `${DATA_DIR}/uploads` (key = stored name). The embedded
 * default: right for one server, wrong for several (each has its own disk).
 */
export class LocalDiskStore implements ObjectStore {
  readonly provider = 'local';
  readonly bucket = null;
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
  }

  /** The file of a key, or undefined for anything that is not a stored name. */
  private fileOf(key: string): string | undefined {
    return STORED_NAME.test(key) ? path.join(this.dir, key) : undefined;
  }

  /** Streams into a temp file renamed at the end, so a failed or cut upload leaves no file. */
  async put(key: string, body: Readable): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`not a stored name: ${key}`);
    // Synchronously: the body must be piped before anything awaits, or its error would go unheard.
    mkdirSync(this.dir, { recursive: true });
    const temp = path.join(this.dir, `.${key}.part`);
    const sink = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(body, sink);
      await rename(temp, file);
    } catch (error) {
      // The pipeline fails as soon as the body does (a file over the limit), which can be before
      // the temp file is even open: it is created then, after an unlink done at once. Unlink it
      // once the sink has closed.
      if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async size(key: string): Promise<number | undefined> {
    const file = this.fileOf(key);
    if (!file) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  }

  async get(key: string, range?: ByteRange): Promise<Readable | undefined> {
    const file = this.fileOf(key);
    if (!file || (await this.size(key)) === undefined) return undefined;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async remove(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (file)
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
  }
}
