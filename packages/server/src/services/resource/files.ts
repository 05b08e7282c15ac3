import path from 'node:path';
import type { Message } from '@blade-console/blade-schema';
import { msg } from '../../i18n';

/** The route under `/api` that serves uploaded files (public: names are unguessable). */
export const FILE_ROUTE = '/blade-resource/oss/endpoint/file';

/** Old Office files are OLE compound files; the new ones are zip packages (often only seen as zip). */
const OLE = ['cfb', 'doc', 'xls', 'ppt'];
const OOXML = ['zip', 'docx', 'xlsx', 'pptx'];

interface FileType {
  contentType: string;
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
  /**
   * What `file-type` may recognise the content as (by its magic bytes); `null` stands for "nothing
   * binary" (text files). A file recognised as anything else is refused, so a renamed program is no
   * `.txt` and an avatar really is an image.
   */
  detected: readonly (string | null)[];
}

/** What may be uploaded, by extension. SVG and HTML are left out: they can carry scripts. */
export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { contentType: 'image/jpeg', inline: true, detected: ['jpg'] },
  jpeg: { contentType: 'image/jpeg', inline: true, detected: ['jpg'] },
  png: { contentType: 'image/png', inline: true, detected: ['png'] },
  gif: { contentType: 'image/gif', inline: true, detected: ['gif'] },
  webp: { contentType: 'image/webp', inline: true, detected: ['webp'] },
  bmp: { contentType: 'image/bmp', inline: true, detected: ['bmp'] },
  pdf: { contentType: 'application/pdf', inline: true, detected: ['pdf'] },
  txt: { contentType: 'text/plain; charset=utf-8', inline: false, detected: [null] },
  csv: { contentType: 'text/csv; charset=utf-8', inline: false, detected: [null] },
  json: { contentType: 'application/json', inline: false, detected: [null] },
  xml: { contentType: 'application/xml', inline: false, detected: [null, 'xml'] },
  bpmn: { contentType: 'application/xml', inline: false, detected: [null, 'xml'] },
  doc: { contentType: 'application/msword', inline: false, detected: OLE },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    detected: OOXML,
  },
  xls: { contentType: 'application/vnd.ms-excel', inline: false, detected: OLE },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    detected: OOXML,
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', inline: false, detected: OLE },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
    detected: OOXML,
  },
  zip: { contentType: 'application/zip', inline: false, detected: ['zip'] },
  rar: { contentType: 'application/vnd.rar', inline: false, detected: ['rar'] },
  '7z': { contentType: 'application/x-7z-compressed', inline: false, detected: ['7z'] },
  mp3: { contentType: 'audio/mpeg', inline: false, detected: ['mp3'] },
  mp4: { contentType: 'video/mp4', inline: false, detected: ['mp4', 'm4v', 'm4a', 'mov'] },
};

export function extensionOf(filename: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}

/** Why a name may not be uploaded at all (its extension), or undefined. */
export function extensionProblem(originalName: string): Message | undefined {
  const ext = extensionOf(originalName);
  if (FILE_TYPES[ext]) return undefined;
  return msg('resource.unsupportedType', {
    ext: ext ? ` .${ext}` : '',
    allowed: Object.keys(FILE_TYPES).join(', '),
  });
}

/** Why content recognised as `detected` (file-type's extension, undefined: none) is not a `.ext`. */
export function contentProblem(ext: string, detected: string | undefined): Message | undefined {
  const type = FILE_TYPES[ext];
  if (!type) return extensionProblem(`x.${ext}`);
  return type.detected.includes(detected ?? null)
    ? undefined
    : detected
      ? msg('resource.contentMismatchDetected', { ext, detected })
      : msg('resource.contentMismatch', { ext });
}
