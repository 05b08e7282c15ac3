import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../http/envelope';
import { asUploadError } from '../http/upload-errors';
import { msg } from '../i18n';

/**
 * Registers `@fastify/multipart` in `scope` for Saber's import form: one file of at most `maxBytes`
 * and the few fields the form sends, so a request with more parts is refused before it is read.
 */
export async function registerImportUpload(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
}

/** The parts of an import request: the .xlsx bytes and whether existing rows are overwritten. */
export interface ImportUpload {
  content: Buffer;
  isCovered: boolean;
}

/**
 * Reads Saber's import upload: multipart `file` (.xlsx) and `isCovered` (1 overwrites existing rows,
 * 0 does not; a form field of that name overrides the query string's, where Saber puts it). Needs
 * {@link registerImportUpload} in the route's scope with the same `maxBytes`.
 */
export async function readImportUpload(
  request: FastifyRequest,
  queryCovered: string | undefined,
  maxBytes: number,
): Promise<ImportUpload> {
  if (!request.isMultipart()) {
    throw badRequest(msg('excel.notMultipart'));
  }
  let covered = queryCovered;
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(msg('excel.wrongField', { name: part.fieldname }));
        content = await part.toBuffer();
      } else if (part.fieldname === 'isCovered') {
        covered = String(part.value).trim();
      }
    }
  } catch (error) {
    throw asUploadError(error, (maxBytes / 1024 / 1024).toFixed(1));
  }
  if (!content || content.length === 0) throw badRequest(msg('excel.noFile'));
  if (covered !== undefined && covered !== '0' && covered !== '1') {
    throw badRequest(msg('excel.isCovered'));
  }
  return { content, isCovered: covered === '1' };
}

/** The query string of an import: `isCovered` 0/1 (`enum`, not a union of literals: Ajv's message lists the allowed values). */
export const importQuerySchema = Type.Object({
  isCovered: Type.Optional(Type.Unsafe<'0' | '1'>({ type: 'string', enum: ['0', '1'] })),
});
