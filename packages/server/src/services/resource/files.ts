import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import { rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The route under `/api` that serves uploaded files (public: names are unguessable). */
export const FILE_ROUTE = '/blade-resource/oss/endpoint/file';

interface FileType {
  contentType: string;
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
  /** Leading bytes the content must start with (checked for images, so an avatar really is one). */
  magic?: readonly number[][];
}

/** What may be uploaded, by extension. SVG and HTML are left out: they can carry scripts. */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { contentType: 'image/jpeg', inline: true, magic: [[0xff, 0xd8, 0xff]] },
  jpeg: { contentType: 'image/jpeg', inline: true, magic: [[0xff, 0xd8, 0xff]] },
  png: { contentType: 'image/png', inline: true, magic: [[0x89, 0x50, 0x4e, 0x47]] },
  gif: { contentType: 'image/gif', inline: true, magic: [[0x47, 0x49, 0x46, 0x38]] },
  webp: { contentType: 'image/webp', inline: true, magic: [[0x52, 0x49, 0x46, 0x46]] },
  bmp: { contentType: 'image/bmp', inline: true, magic: [[0x42, 0x4d]] },
  pdf: { contentType: 'application/pdf', inline: true, magic: [[0x25, 0x50, 0x44, 0x46]] },
  txt: { contentType: 'text/plain; charset=utf-8', inline: false },
  csv: { contentType: 'text/csv; charset=utf-8', inline: false },
  json: { contentType: 'application/json', inline: false },
  xml: { contentType: 'application/xml', inline: false },
  bpmn: { contentType: 'application/xml', inline: false },
  doc: { contentType: 'application/msword', inline: false },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
  },
  xls: { contentType: 'application/vnd.ms-excel', inline: false },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
  ppt: { contentType: 'application/vnd.ms-powerpoint', inline: false },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
  },
  zip: { contentType: 'application/zip', inline: false },
  rar: { contentType: 'application/vnd.rar', inline: false },
  '7z': { contentType: 'application/x-7z-compressed', inline: false },
  mp3: { contentType: 'audio/mpeg', inline: false },
  mp4: { contentType: 'video/mp4', inline: false },
};

/** Stored names are `<uuid>.<ext>`: nothing a client sends ever becomes part of a path. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export function extensionOf(filename: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

/** Why a file may not be stored, as a message for the person uploading it; undefined when it may. */
export function rejectionOf(originalName: string, content: Buffer): string | undefined {
  const ext = extensionOf(originalName);
  const type = FILE_TYPES[ext];
  if (!type) {
    return `不支持的文件类型${ext ? ` .${ext}` : ''}，允许: ${Object.keys(FILE_TYPES).join(', ')}`;
  }
  if (content.length === 0) return '文件内容为空';
  if (type.magic && !type.magic.some((bytes) => bytes.every((b, i) => content[i] === b))) {
    return `文件内容与扩展名 .${ext} 不符`;
  }
  return undefined;
}

/** Uploaded files on disk under `${DATA_DIR}/uploads`. */
export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
  }

  /** Writes the bytes under a new random name (via a temp file, so a crash leaves no half file). */
  async save(originalName: string, content: Buffer): Promise<string> {
    mkdirSync(this.dir, { recursive: true });
    const name = `${randomUUID()}.${extensionOf(originalName)}`;
    const temp = path.join(this.dir, `.${name}.part`);
    await writeFile(temp, content, { flag: 'wx' });
    try {
      await rename(temp, path.join(this.dir, name));
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return name;
  }

  /** The stored file of a name from a URL, or undefined for a bad or unknown name. */
  async open(name: string) {
    if (!STORED_NAME.test(name)) return undefined;
    const file = path.join(this.dir, name);
    if (!existsSync(file)) return undefined;
    const info = await stat(file);
    const type = FILE_TYPES[extensionOf(name)];
    return { size: info.size, type, stream: () => createReadStream(file) };
  }
}
