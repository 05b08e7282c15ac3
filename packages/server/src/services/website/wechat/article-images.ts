import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Localized } from '@blade-console/blade-schema';
import { localized, msg } from '../../../i18n';
import { listOf } from '../../../i18n/list';
import { FILE_ROUTE } from '../../resource/files';
import type { FileStorage } from '../../resource/storage/file-storage';
import { type ImageFile, PublishError } from './publisher';

/** Where an image sits in the article: the account takes different formats and sizes for each. */
export type ImageRole = 'cover' | 'body';

const RULES: Record<ImageRole, { formats: readonly string[]; maxBytes: number }> = {
  // Permanent image material (material/add_material): bmp/png/jpeg/jpg/gif up to 10 MB.
  cover: { formats: ['jpg', 'png', 'gif', 'bmp'], maxBytes: 10 * 1024 * 1024 },
  // Body images (media/uploadimg): jpg/png up to 1 MB.
  body: { formats: ['jpg', 'png'], maxBytes: 1024 * 1024 },
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
};

/** The format of image bytes from their first bytes (a file's extension can lie). */
function formatOf(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (bytes.subarray(0, 2).toString('latin1') === 'BM') return 'bmp';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.subarray(0, 512).toString('utf8')))
    return 'svg';
  return undefined;
}

/** Where uploaded files are served (`/api/blade-resource/oss/endpoint/file/<name>`). */
const UPLOAD_PREFIX = `/api${FILE_ROUTE}/`;

function hostOf(address: string): string {
  try {
    return new URL(address).host.toLowerCase();
  } catch {
    return '';
  }
}

/** SVGs larger than this are not rendered (ours are a few kilobytes). */
const SVG_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The account takes no SVG, and the site's own pictures (the demo covers) are SVG: they are
 * rendered to PNG with resvg (a maintained renderer, no browser needed), 900 px wide like the
 * account's cover size. Loaded on first use: most servers never sync.
 */
async function svgToPng(svg: Buffer): Promise<Buffer> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const rendered = await renderAsync(svg, { fitTo: { mode: 'width', value: 900 }, background: '#ffffff' });
  return rendered.asPng();
}

export interface SiteFiles {
  /** The uploads served at `/api/blade-resource/oss/endpoint/file/<name>`. */
  uploads: FileStorage;
  /** The built console and site, whose `/site/…` pictures are served as static files. */
  staticDir: string;
  /** Hosts (`name[:port]`) of this site: absolute links to them are ours too. */
  ownHosts: readonly string[];
}

/**
 * Reads the images of an article from this server's own files. Only our uploads and the site's
 * static pictures are read: a link to another host is refused, never fetched (the server would
 * otherwise fetch any address an editor types, and WeChat hides images it does not host anyway).
 */
export class ArticleImages {
  private readonly ownHosts: ReadonlySet<string>;

  constructor(private readonly files: SiteFiles) {
    // As URL writes them: `localhost:80` and `localhost` are the same host of an http link.
    this.ownHosts = new Set(
      files.ownHosts.flatMap((host) => [host, hostOf(`http://${host}`), hostOf(`https://${host}`)]),
    );
  }

  async read(link: string, role: ImageRole): Promise<ImageFile> {
    const rule = RULES[role];
    const label: Localized = localized(
      role === 'body' ? msg('wechat.bodyImage', { link }) : msg('wechat.coverImage'),
    );
    const pathname = this.ownPath(link);
    if (pathname === undefined) {
      throw new PublishError(msg('wechat.imageNotOurs', { label }));
    }
    let bytes = await this.bytesOf(pathname);
    if (!bytes) throw new PublishError(msg('wechat.imageMissing', { label }));
    let format = formatOf(bytes);
    // Only the site's own pictures are rendered: an uploaded "SVG" (any upload whose type is not
    // checked, e.g. .xml) could point resvg's <image href> at files on this server's disk.
    if (format === 'svg' && !pathname.startsWith('/site/')) {
      throw new PublishError(msg('wechat.imageSvg', { label }));
    }
    if (format === 'svg') {
      if (bytes.length > SVG_MAX_BYTES) throw new PublishError(msg('wechat.imageSvgTooLarge', { label }));
      try {
        bytes = await svgToPng(bytes);
      } catch {
        throw new PublishError(msg('wechat.imageSvgBroken', { label }));
      }
      format = 'png';
    }
    if (!format || !rule.formats.includes(format)) {
      const formats = listOf(rule.formats.map((f) => f.toUpperCase()));
      throw new PublishError(
        format
          ? msg('wechat.imageFormatNamed', { label, format: format.toUpperCase(), formats })
          : msg('wechat.imageFormatUnknown', { label, formats }),
      );
    }
    if (bytes.length > rule.maxBytes) {
      throw new PublishError(msg('wechat.imageTooLarge', { label, mb: rule.maxBytes / 1024 / 1024 }));
    }
    return { filename: `${role}.${format}`, contentType: CONTENT_TYPES[format]!, bytes };
  }

  /** The path of a link to this site (relative, or absolute to one of its hosts), else undefined. */
  private ownPath(link: string): string | undefined {
    let url: URL;
    try {
      url = new URL(link, 'http://this-site.invalid');
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const relative = url.host === 'this-site.invalid';
    if (!relative && !this.ownHosts.has(url.host.toLowerCase())) return undefined;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return undefined;
    }
    if (pathname.startsWith(UPLOAD_PREFIX)) return pathname;
    // `..` (even percent-encoded) must not reach outside the site's pictures.
    return pathname.startsWith('/site/') && this.staticFile(pathname) ? pathname : undefined;
  }

  /** The file under the static dir's `site/` a path names, or undefined when it would leave it. */
  private staticFile(pathname: string): string | undefined {
    const root = path.resolve(this.files.staticDir, 'site');
    const file = path.resolve(this.files.staticDir, `.${pathname}`);
    return file.startsWith(`${root}${path.sep}`) ? file : undefined;
  }

  private async bytesOf(pathname: string): Promise<Buffer | undefined> {
    if (pathname.startsWith(UPLOAD_PREFIX)) {
      const file = await this.files.uploads.open(pathname.slice(UPLOAD_PREFIX.length));
      const stream = await file?.stream();
      return stream ? buffer(stream) : undefined;
    }
    const file = this.staticFile(pathname);
    if (!file) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? readFile(file) : undefined;
  }
}
