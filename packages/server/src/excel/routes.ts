import type { Language, Localized } from '@blade-console/blade-schema';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { AccessClaims } from '../auth/jwt';
import { filterQuerySchema } from '../crud/paging';
import type { Db, Tx } from '../db/connection';
import { currentUser } from '../http/auth-hook';
import { ok } from '../http/envelope';
import { anyResponse, type FastifyTypeBox } from '../http/schemas';
import { languageOf } from '../i18n';
import { importQuerySchema, readImportUpload, registerImportUpload } from './upload';
import { sendStampedXlsx, sendXlsx } from './workbook';

/*
 * The three routes of every Saber import/export toolbar (regions, users): the export of what the
 * list's filters select, the empty template and the import itself.
 */

type FilterQuery = Static<typeof filterQuerySchema>;

/** A download's name, the same in every language or in each (`{ zh: '用户数据', en: 'Users' }`). */
export type FileName = string | Localized;

const nameIn = (name: FileName, language: Language) => (typeof name === 'string' ? name : name[language]);

/**
 * What an export route declares: who may have it, which rows, and how they become a workbook (its
 * headers in the reader's language).
 */
export interface ExportSpec<Row> {
  path: string;
  /** A short Chinese name: the title of its calls in the API log. */
  summary: string;
  /** What the docs say beside the summary. */
  description: string;
  /** Who besides any signed-in user may not have it (checked before the query; the scope's own hooks still run). */
  guard?: (request: FastifyRequest) => Promise<void>;
  /** The rows the list's filters (`query`) select for `user`. */
  rows: (query: FilterQuery, user: AccessClaims) => Promise<Row[]>;
  workbook: (rows: Row[], language: Language) => Promise<Buffer>;
  /** The download's name before its time stamp, and the ASCII one for older clients. */
  fileName: FileName;
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
      preValidation: spec.guard ?? [],
      config: { signedLink: true },
      schema: { tags, summary: spec.summary, description: spec.description, querystring: filterQuerySchema },
    },
    async (request, reply) => {
      const rows = await spec.rows(request.query, currentUser(request));
      const language = languageOf(request);
      const content = await spec.workbook(rows, language);
      return sendStampedXlsx(reply, content, nameIn(spec.fileName, language), spec.asciiName);
    },
  );
}

/** What the template route sends: its title, the workbook and its download name. */
export interface TemplateSpec {
  /** A short Chinese name: the title of its calls in the API log. */
  summary: string;
  /** The header row in the reader's language. */
  workbook: (language: Language) => Promise<Buffer>;
  fileName: FileName;
}

/**
 * `GET /export-template`: the header row only, of the sheet `import-<name>` reads (downloaded as
 * `<name>-template.xlsx` where the localized name cannot be sent). It holds no data, so any
 * signed-in user may have it; a browser download opens it by signed link (http/download-links.ts).
 */
export function registerTemplateRoute(app: FastifyTypeBox, tags: string[], name: string, spec: TemplateSpec) {
  app.get(
    '/export-template',
    {
      config: { signedLink: true },
      schema: {
        tags,
        summary: spec.summary,
        description: `The empty .xlsx template of ${name}/import-${name}`,
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      return sendXlsx(
        reply,
        await spec.workbook(language),
        nameIn(spec.fileName, language),
        `${name}-template.xlsx`,
      );
    },
  );
}

/** What an import route declares: how a sheet is read, and how its rows are applied. */
export interface ImportSpec<Row, Result> {
  path: string;
  /** A short Chinese name: the title of its calls in the API log. */
  summary: string;
  /** What the docs say beside the summary. */
  description: string;
  maxBytes: number;
  /** The uploaded .xlsx as rows (400 for a file that is no .xlsx or lacks a column). */
  read: (content: Buffer, language: Language) => Promise<Row[]>;
  /**
   * Writes the rows, or throws a 400 naming every refused one (in the reader's `language`, also
   * in its data): the transaction then writes nothing.
   */
  apply: (tx: Tx, rows: Row[], isCovered: boolean, user: AccessClaims, language: Language) => Promise<Result>;
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
    {
      schema: {
        tags,
        summary: spec.summary,
        description: spec.description,
        querystring: importQuerySchema,
        response: anyResponse,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const upload = await readImportUpload(request, request.query.isCovered, spec.maxBytes);
      const language = languageOf(request);
      const rows = await spec.read(upload.content, language);
      return ok<Result>(await db.transaction((tx) => spec.apply(tx, rows, upload.isCovered, user, language)));
    },
  );
}
