import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiskStore } from '../src/services/resource/storage/local-store';

const KEY = '9b0e037c-5ae1-480f-8fb5-5ac7250fd510.png';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function store() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'local-store-'));
  dirs.push(dir);
  return new LocalDiskStore(dir);
}

describe('uploads on local disk', () => {
  it('stores a whole body under its key and leaves no temp file', async () => {
    const disk = store();
    await disk.put(KEY, Readable.from([Buffer.from('png bytes')]));
    expect(readdirSync(disk.dir)).toEqual([KEY]);
    expect(await disk.size(KEY)).toBe(9);
  });

  it('leaves nothing when the body fails at once (a file over the limit)', async () => {
    const disk = store();
    // Fails on the first read: the pipeline rejects before anything is written.
    const refused = new Readable({
      read() {
        this.destroy(new Error('文件过大'));
      },
    });
    await expect(disk.put(KEY, refused)).rejects.toThrow('文件过大');
    expect(readdirSync(disk.dir)).toEqual([]);
  });

  it('leaves nothing when the body fails half-way', async () => {
    const disk = store();
    async function* cut() {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('cut short');
    }
    await expect(disk.put(KEY, Readable.from(cut()))).rejects.toThrow('cut short');
    expect(readdirSync(disk.dir)).toEqual([]);
  });

  it('refuses a key that is not a stored name, so nothing a client sends becomes a path', async () => {
    await expect(store().put('../escape.png', Readable.from([]))).rejects.toThrow('not a stored name');
  });
});
