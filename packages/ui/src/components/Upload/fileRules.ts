/** Pure checks behind Upload and AvatarUpload. */

/** SPEC §5/§9: avatars are jpg or png, at most 500 KB. */
export const DEFAULT_MAX_SIZE = 500 * 1024;
export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
export const IMAGE_EXTENSIONS: readonly string[] = ['.jpg', '.jpeg', '.png'];

export interface FileRules {
  /** Allowed MIME types (default jpg/png). Empty: any type. */
  types?: readonly string[];
  /** Allowed extensions, lower case with the dot (default .jpg/.jpeg/.png). */
  extensions?: readonly string[];
  /** Bytes (default 500 KB). */
  maxSize?: number;
}

export type FileCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

/**
 * Accepts a file when its extension *and* its MIME type (if the browser knows one) are allowed,
 * and it is not larger than `maxSize`. The `accept` attribute of a file input is only a hint to
 * the picker (and drag-and-drop ignores it), so every file is checked here.
 */
export function checkFile(
  file: { name: string; type: string; size: number },
  rules: FileRules = {},
): FileCheck {
  const { types = IMAGE_TYPES, extensions = IMAGE_EXTENSIONS, maxSize = DEFAULT_MAX_SIZE } = rules;
  const name = file.name.toLowerCase();
  const extOk = extensions.length === 0 || extensions.some((ext) => name.endsWith(ext));
  const typeOk = types.length === 0 || file.type === '' || types.includes(file.type);
  if (!extOk || !typeOk) return { ok: false, reason: 'type' };
  if (file.size > maxSize) return { ok: false, reason: 'size' };
  return { ok: true };
}

/** "500 KB", "1.5 MB", "820 B" (binary units, as upload limits are usually written). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${trim(bytes / 1024)} KB`;
  return `${trim(bytes / (1024 * 1024))} MB`;
}

function trim(n: number): string {
  return n >= 100 ? String(Math.round(n)) : String(Math.round(n * 10) / 10);
}

/** The `accept` attribute for the picker from the rules. */
export function acceptAttribute(rules: FileRules = {}): string {
  const { types = IMAGE_TYPES, extensions = IMAGE_EXTENSIONS } = rules;
  return [...extensions, ...types].join(',');
}
