import type { Message } from '@blade-console/blade-schema';
import { Unzip, UnzipInflate, UnzipPassThrough, unzipSync } from 'fflate';
import { badRequest } from '../http/envelope';
import { msg } from '../i18n';

/**
 * Limits on what an uploaded archive (an .xlsx is a zip) may unpack to, checked before any library
 * holds its content: a 1 MB file can inflate to 1 GiB, and ExcelJS (through JSZip) would inflate it
 * all in memory before anything could refuse it (issue 37).
 *
 * The figures: the largest legitimate import (20,000 regions, the template's columns) unpacks to
 * about 6 MB, so 64 MB leaves room for wide sheets and styles while keeping ExcelJS's model of the
 * sheet (several times the XML) within a few hundred MB. An .xlsx holds a dozen or two entries. Sheet
 * XML compresses 5–30 times; only a crafted entry reaches the deflate limit (~1000 times).
 */
export interface ArchiveCaps {
  /** Uncompressed bytes of all entries together. */
  totalBytes: number;
  /** Entries in the archive. */
  entries: number;
  /** Uncompressed ÷ compressed bytes of one entry, checked once it has unpacked past `ratioFrom`. */
  ratio: number;
  ratioFrom: number;
}

const MB = 1024 * 1024;

export const SPREADSHEET_CAPS: ArchiveCaps = {
  totalBytes: 64 * MB,
  entries: 500,
  ratio: 200,
  ratioFrom: MB,
};

/** Compressed bytes fed at a time: one push inflates to at most ~1000× this (deflate's limit). */
const CHUNK = 8 * 1024;

/**
 * Unpacks `content` as a stream, counting and dropping the bytes, and refuses it (HTTP 400, nothing
 * kept) past any cap. The entries the central directory lists (what JSZip reads) must be the ones
 * streamed (local headers): an archive that shows one thing to this check and another to the
 * reader is refused as damaged.
 */
export function checkArchive(content: Uint8Array, caps: ArchiveCaps = SPREADSHEET_CAPS): void {
  const listed = centralDirectory(content, caps);
  const streamed = new Set<string>();
  let total = 0;
  let refusal: Message | undefined;
  const unzip = new Unzip((file) => {
    if (refusal) return;
    if (streamed.size >= caps.entries) {
      refusal = tooManyEntries(caps);
      return;
    }
    // A streamed archive's local header may leave the size out: the central directory has it.
    const compressed = file.size || listed.get(file.name) || 0;
    let inflated = 0;
    streamed.add(file.name);
    file.ondata = (error, data) => {
      if (refusal) return;
      if (error) {
        refusal = DAMAGED;
        return;
      }
      inflated += data.length;
      total += data.length;
      if (total > caps.totalBytes) refusal = tooLarge(caps);
      else if (inflated > caps.ratioFrom && inflated > caps.ratio * Math.max(compressed, 1)) {
        refusal = msg('excel.inflatedRatio', {
          name: file.name,
          ratio: Math.floor(inflated / Math.max(compressed, 1)),
        });
      }
      if (refusal) file.terminate();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let at = 0; at < content.length && !refusal; at += CHUNK) {
      unzip.push(content.subarray(at, at + CHUNK), at + CHUNK >= content.length);
    }
  } catch {
    refusal ??= DAMAGED;
  }
  if (refusal) throw badRequest(refusal);
  const same = listed.size === streamed.size && [...listed.keys()].every((name) => streamed.has(name));
  if (!same) throw badRequest(DAMAGED);
}

const DAMAGED = msg('excel.damaged');

function tooLarge(caps: ArchiveCaps): Message {
  return msg('excel.inflatedTooLarge', { megabytes: caps.totalBytes / MB });
}

function tooManyEntries(caps: ArchiveCaps): Message {
  return msg('excel.tooManyEntries', { limit: caps.entries });
}

/** The entries and compressed sizes of the central directory, read without inflating anything. */
function centralDirectory(content: Uint8Array, caps: ArchiveCaps): Map<string, number> {
  const listed = new Map<string, number>();
  let declared = 0;
  try {
    unzipSync(content, {
      filter: (file) => {
        listed.set(file.name, file.size);
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw badRequest(DAMAGED);
  }
  if (listed.size > caps.entries) throw badRequest(tooManyEntries(caps));
  // A declared size can lie (the streamed count is what holds), but an honest one says it early.
  if (declared > caps.totalBytes) throw badRequest(tooLarge(caps));
  return listed;
}
