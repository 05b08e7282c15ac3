import type { OssFile } from '@blade-console/blade-client/types';
import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import { splitCsv } from '../../auth/users';
import type { Db } from '../../db/connection';
import { nextId } from '../../db/ids';
import { bladeAttach } from '../../db/schema';
import { currentUser } from '../../http/auth-hook';
import { badRequest, HttpError, notFound, ok } from '../../http/envelope';
import { type FastifyTypeBox, okResponse } from '../../http/schemas';
import { msg } from '../../i18n';
import { FILE_ROUTE } from './files';
import type { FileStorage } from './storage/file-storage';
import type { ByteRange } from './storage/object-store';
import { asUploadError, receiveFile } from './storage/receive';

/** `OssFile`: where an upload went. */
const ossFile = Type.Object({
  link: Type.String(),
  domain: Type.Optional(Type.String()),
  name: Type.String(),
  originalName: Type.Optional(Type.String()),
  attachId: Type.Optional(Type.String()),
});

/**
 * One `bytes=a-b` / `bytes=a-` / `bytes=-n` range of a file of `size` bytes; null when the header
 * asks for none (or for several, which is answered whole, as RFC 9110 allows); 'unsatisfiable'
 * when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * `put-file` (any signed-in user: the avatar of personal info) and the public file route. Uploads
 * stream to the tenant's store; the attachment row is written only once the bytes are stored, and
 * the object removed again if the row cannot be.
 */
export async function registerUploadRoutes(
  app: FastifyTypeBox,
  { db, storage, maxBytes }: { db: Db; storage: FileStorage; maxBytes: number },
): Promise<void> {
  const maxMb = (maxBytes / 1024 / 1024).toFixed(maxBytes % (1024 * 1024) ? 1 : 0);

  await app.register(async (endpoint: FastifyTypeBox) => {
    await endpoint.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 },
    });

    endpoint.post(
      '/oss/endpoint/put-file',
      {
        schema: {
          tags: ['resource'],
          summary: '上传文件',
          description: 'Upload a file (multipart field `file`) to the tenant’s storage',
          response: okResponse(ossFile),
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (!request.isMultipart()) throw badRequest(msg('resource.uploadNotMultipart'));
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await request.file();
        } catch (error) {
          throw asUploadError(error, maxMb);
        }
        if (part?.fieldname !== 'file') throw badRequest(msg('resource.noUploadedFile'));
        const originalName = (part.filename || 'file').slice(-200);
        const store = await storage.storeForUpload(user.tenant_id);
        let received: Awaited<ReturnType<typeof receiveFile>>;
        try {
          received = await receiveFile({ filename: originalName, file: part.file }, store, {
            maxBytesText: maxMb,
          });
        } catch (error) {
          part.file.resume();
          throw asUploadError(error, maxMb);
        }
        const domain = `/api${FILE_ROUTE}`;
        const link = `${domain}/${received.name}`;
        const attachId = nextId();
        const now = new Date();
        const dept = splitCsv(user.dept_id)[0];
        try {
          await db.insert(bladeAttach).values({
            id: attachId,
            tenantId: user.tenant_id,
            link,
            domainUrl: domain,
            name: received.name,
            originalName,
            extension: received.extension,
            attachSize: received.size,
            provider: store.provider,
            bucketName: store.bucket,
            objectKey: received.key,
            contentType: received.contentType,
            hash: received.hash,
            createUser: BigInt(user.user_id),
            createDept: dept ? BigInt(dept) : null,
            createTime: now,
            updateUser: BigInt(user.user_id),
            updateTime: now,
          });
        } catch (error) {
          await store.remove(received.key).catch(() => undefined);
          throw error;
        }
        const file: OssFile = { link, domain, name: received.name, originalName, attachId: String(attachId) };
        return ok(file);
      },
    );
  });

  app.get(
    `${FILE_ROUTE.replace('/blade-resource', '')}/:name`,
    {
      schema: {
        tags: ['resource'],
        summary: '读取文件',
        description: 'An uploaded file (public; from local disk or streamed from the bucket, with Range)',
        params: Type.Object({ name: Type.Optional(Type.String({ maxLength: 64 })) }),
      },
    },
    async (request, reply) => {
      const { name = '' } = request.params;
      const file = await storage.open(name);
      if (!file) throw notFound(msg('resource.fileNotFound', { name }));
      const range = parseRange(request.headers.range, file.size);
      reply
        .header('content-type', file.contentType)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', file.inline ? 'inline' : `attachment; filename="${name}"`);
      if (range === 'unsatisfiable') {
        throw new HttpError(416, msg('resource.rangeTooLarge', { size: file.size }));
      }
      const stream = await file.stream(range ?? undefined);
      if (!stream) throw notFound(msg('resource.fileNotFound', { name }));
      if (range) {
        reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(stream);
    },
  );
}
