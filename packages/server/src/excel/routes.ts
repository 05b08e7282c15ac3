import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { AccessClaims } from '../auth/jwt';
import { filterQuerySchema } from '../crud/paging';
import type { Db, Tx } from '../db/connection';
import { currentUser } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { anyResponse, type FastifyTypeBox } from '../http/schemas';
import { importQuerySchema, readImportUpload, registerImportUpload } from './upload';
import { sendStampedXlsx, sendXlsx } from './workbook';

/*
 * The three routes of every Saber import/export toolbar (regions, users): the export of what the
 * list's filters select, the empty template and the import itself.
 */

type FilterQuery = Static<typeof filterQuerySchema>;

/** What an export route declares: who may have it, which rows, and how they become a workbook. */
export interface ExportSpec<Row> {
  path: string;
  summary: string;
  /** Who besides any signed-in user may not have it (the scope's own hooks still run). */
  preHandler?: (request: FastifyRequest) => Promise<void>;
  /** The rows the list's filters (`query`) select for `user`. */
  rows: (query: FilterQuery, user: AccessClaims) => Promise<Row[]>;
  workbook: (rows: Row[]) => Promise<Buffer>;
  /** The download's name before its time stamp, and the ASCII one for older clients. */
  fileName: string;
  asciiName: string;
}

/**
 * `GET <path>`: the rows as an .xlsx an import takes back. A browser download sends no header: it
 * opens a signed link (http/download-links.ts).
 */
export function registerExportRoute<Row>(app: FastifyTypeBox, tags: string[], spec: ExportSpec<Row>) {
  app.get(
    spec.path,
    {
      preHandler: spec.preHandler ?? [],
      config: { signedLink: true },
      schema: { tags, summary: spec.summary, querystring: filterQuerySchema },
    },
    async (request, reply) => {
      const rows = await spec.rows(request.query, currentUser(request));
      return sendStampedXlsx(reply, await spec.workbook(rows), spec.fileName, spec.asciiName);
    },
  );
}

/** What the template route sends: the workbook and its download names. */
export interface TemplateSpec {
  summary: string;
  workbook: () => Promise<Buffer>;
  fileName: string;
  asciiName: string;
}

/**
 * `GET /export-template`: the header row only. It holds no data, so any signed-in user may have it;
 * a browser download opens it by signed link (http/download-links.ts).
 */
export function registerTemplateRoute(app: FastifyTypeBox, tags: string[], spec: TemplateSpec) {
  app.get(
    '/export-template',
    { config: { signedLink: true }, schema: { tags, summary: spec.summary } },
    async (_request, reply) => sendXlsx(reply, await spec.workbook(), spec.fileName, spec.asciiName),
  );
}

/** What an import route declares: how a sheet is read, and how its rows are applied. */
export interface ImportSpec<Row, Result> {
  path: string;
  summary: string;
  maxBytes: number;
  /** The uploaded .xlsx as rows (400 for a file that is no .xlsx or lacks a column). */
  read: (content: Buffer) => Promise<Row[]>;
  /** Writes the rows, or throws a 400 naming every refused one: the transaction then writes nothing. */
  apply: (tx: Tx, rows: Row[], isCovered: boolean, user: AccessClaims) => Promise<Result>;
}

/**
 * `POST <path>`: multipart `file` (.xlsx) and `isCovered` (1 overwrites existing rows, 0 does not;
 * also accepted in the query, where Saber puts it), applied in one transaction: every row or none.
 * Registers the multipart parser in `app` too: give the import a scope of its own.
 */
export async function registerImportRoute<Row, Result>(
  app: FastifyTypeBox,
  db: Db,
  tags: string[],
  spec: ImportSpec<Row, Result>,
): Promise<void> {
  await registerImportUpload(app, spec.maxBytes);
  app.post(
    spec.path,
    { schema: { tags, summary: spec.summary, querystring: importQuerySchema, response: anyResponse } },
    async (request) => {
      const user = currentUser(request);
      const upload = await readImportUpload(request, request.query.isCovered, spec.maxBytes);
      const rows = await spec.read(upload.content);
      return ok<Result>(await db.transaction((tx) => spec.apply(tx, rows, upload.isCovered, user)));
    },
  );
}
