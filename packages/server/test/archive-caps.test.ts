import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8, Zip, ZipDeflate, ZipPassThrough, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { bladeRegion, bladeUser } from '../src/db/schema';
import { type ArchiveCaps, checkArchive, SPREADSHEET_CAPS } from '../src/excel/archive-caps';
import { authed, multipartFile, startSignedIn } from './helpers';
import { serverForFile } from './support/server-for-file';

/**
 * Issue 37, "a spreadsheet bomb": an .xlsx is a zip, and a 1 MB one can unpack to 1 GiB. Imports
 * unpack it as a stream under caps (total size, entries, ratio) before ExcelJS sees it, and refuse
 * past any of them with a sentence, writing nothing.
 */
const started = serverForFile(() => startSignedIn({ uploadMaxBytes: 8 * 1024 * 1024 }));

/** A zip whose one entry is `megabytes` MB of one repeated byte, deflated as it is written. */
function bomb(megabytes: number, name = 'xl/worksheets/sheet1.xml'): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const types = new ZipPassThrough('[Content_Types].xml');
  zip.add(types);
  types.push(strToU8('<Types/>'), true);
  const entry = new ZipDeflate(name, { level: 1 });
  zip.add(entry);
  const block = new Uint8Array(1024 * 1024).fill(0x20);
  for (let i = 0; i < megabytes; i++) entry.push(block, i === megabytes - 1);
  zip.end();
  return Buffer.concat(parts);
}

const small: ArchiveCaps = { totalBytes: 4 * 1024 * 1024, entries: 5, ratio: 50, ratioFrom: 64 * 1024 };

describe('archive caps', () => {
  it('lets a real workbook through', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('区划');
    for (let i = 0; i < 2000; i++) sheet.addRow([`${i}`, `区划${i}`, Math.random().toString(36)]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(() => checkArchive(bytes)).not.toThrow();
  });

  it('refuses past the total, the number of entries and the ratio, each in its own words', () => {
    const files = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`part${i}.xml`, strToU8(`<p>${i}</p>`)]),
    );
    expect(() => checkArchive(zipSync(files), small)).toThrow('文件包含的部件超过 5 个');
    // About 3 MB of text that packs to a third or so: far from the ratio, but over 4 MB with a copy.
    const noise = strToU8(Array.from({ length: 3 * 1024 * 256 }, (_, i) => (i * 7919).toString(36)).join(''));
    expect(() => checkArchive(zipSync({ a: noise, b: noise }, { level: 1 }), small)).toThrow(
      '文件解压后超过 4 MB',
    );
    // One MB of spaces packs into about a kilobyte: far past a ratio of 50.
    expect(() => checkArchive(bomb(1), small)).toThrow('不像正常的 Excel 文件');
  });

  it('refuses what the local headers and the central directory disagree on', () => {
    const honest = zipSync({ 'a.xml': strToU8('<a/>'), 'b.xml': strToU8('<b/>') });
    const forged = Buffer.from(honest);
    // Rename the first local header's entry ("a.xml" → "c.xml"); the central directory still says a.
    const at = forged.indexOf('a.xml');
    forged.write('c', at);
    expect(() => checkArchive(forged, small)).toThrow('文件已损坏');
  });
});

describe('imports of a spreadsheet bomb (issue 37)', () => {
  it('are refused while unpacking, write nothing, and hold far less than the bomb', async () => {
    const { server, token } = started;
    // 256 MB of spaces in a quarter of a megabyte: four times the 64 MB cap.
    const file = Buffer.from(bomb(256));
    expect(file.length).toBeGreaterThan(50 * 1024);
    expect(file.length).toBeLessThan(1024 * 1024);
    const users = async () => (await server.database.db.select({ n: count() }).from(bladeUser))[0]!.n;
    const regions = async () => (await server.database.db.select({ n: count() }).from(bladeRegion))[0]!.n;
    const before = { users: await users(), regions: await regions() };
    const rss = process.memoryUsage().rss;
    for (const url of ['/api/blade-system/user/import-user', '/api/blade-system/region/import-region']) {
      const upload = multipartFile('bomb.xlsx', file);
      const response = await authed(server.app, token, { method: 'POST', url, ...upload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false });
      expect(response.json().msg).toMatch(
        /^文件(解压后超过 64 MB|中的「xl\/worksheets\/sheet1\.xml」解压后是压缩时的)/,
      );
    }
    expect({ users: await users(), regions: await regions() }).toEqual(before);
    // Inflated whole, the bomb would add 256 MB; streamed and dropped, a few chunks at a time.
    expect(process.memoryUsage().rss - rss).toBeLessThan(SPREADSHEET_CAPS.totalBytes * 2);
  });
});
