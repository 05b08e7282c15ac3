import type { AccessClaims } from '../auth/jwt';
import type { Db, Tx } from '../db/connection';
import { currentUser } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { anyResponse, type FastifyTypeBox } from '../http/schemas';
import { importQuerySchema, readImportUpload, registerImportUpload } from './upload';
import { sendXlsx } from './workbook';

/*
 * The two routes every Saber import/export toolbar shares (regions, users): the empty template and
 * the import itself. The export stays with each service: what its filters select is its own.
 */

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
