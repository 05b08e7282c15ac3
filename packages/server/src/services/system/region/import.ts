import type { RegionImportResult } from '@blade-console/blade-client/types';
import { type Message, regionResource } from '@blade-console/blade-schema';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/connection';
import { bladeRegion } from '../../../db/schema';
import { REGION_ROOT_CODE } from '../../../db/seed/regions';
import { problemsOf } from '../../../excel/languages';
import { msg } from '../../../i18n';
import { headerOf, type SheetRow } from './excel';
import { childOf, LEVEL_COLUMNS, levelNames, MAX_LEVEL } from './levels';

type RegionRow = typeof bladeRegion.$inferSelect;
type NewRegion = typeof bladeRegion.$inferInsert;

/** The parent code of the country row (`00`); a region under it is level 0. */
const TOP_PARENT = '0';

/** What an import will write, or why it will not. */
export interface ImportPlan {
  /** `第 N 行: …` per wrong row, in row order; empty when the file can be imported. */
  errors: Message[];
  /** New rows, parents before children. */
  inserts: NewRegion[];
  /** Existing rows to overwrite (`isCovered=1`) whose name, sort or remark changes. */
  updates: { code: string; level: number; name: string; sort: number; remark: string | null }[];
  skipped: number;
}

const CODE = /^\d{1,12}$/;
/** The definition's lengths: an imported row obeys the rules of a submitted one. */
const NAME_MAX = regionResource.fields.name.max;
const REMARK_MAX = regionResource.fields.remark.max;
const INT = /^-?\d{1,9}$/;
/** The columns the problems name, as the file's header row does. */
const CODE_LABEL = headerOf('code');
const PARENT_LABEL = headerOf('parentCode');
const NAME_LABEL = headerOf('name');
const LEVEL_LABEL = headerOf('level');

/** A code that does not continue its parent's (an import row, or a region submitted on its own). */
export function codePrefix(code: string, parent: string): Message {
  return msg('system.regionCodePrefix', { label: CODE_LABEL, code, parentLabel: PARENT_LABEL, parent });
}

/** What is wrong with a code cell (`empty` when it is blank, else not digits), or undefined. */
function codeProblem(value: string, label: typeof CODE_LABEL, empty: Message): Message | undefined {
  if (!value) return empty;
  return CODE.test(value) ? undefined : msg('system.regionCodeDigits', { label, value });
}

/**
 * Checks every row and works out the writes. `existing` holds the database rows of every code and
 * parent code named in the file. A parent may be in the database or anywhere in the file.
 */
export function planImport(rows: readonly SheetRow[], existing: Map<string, RegionRow>, covered: boolean) {
  const problems = new Map<number, Message[]>();
  const problem = (row: SheetRow, text: Message) => {
    const list = problems.get(row.row) ?? [];
    list.push(text);
    problems.set(row.row, list);
  };

  // 1. Each row on its own.
  const byCode = new Map<string, SheetRow>();
  const unplaced = new Map<string, SheetRow>();
  for (const row of rows) {
    // Code, parent code and level place a row in the tree; a row without usable ones is not placed
    // (its other problems are still all listed).
    let placeable = true;
    const codeWrong = codeProblem(row.code, CODE_LABEL, msg('validation.required', { label: CODE_LABEL }));
    const parentWrong =
      codeProblem(row.parentCode, PARENT_LABEL, msg('system.regionParentEmpty', { label: PARENT_LABEL })) ??
      (row.parentCode === row.code
        ? msg('system.regionParentIsSelf', { parentLabel: PARENT_LABEL, label: CODE_LABEL })
        : undefined);
    for (const wrong of [codeWrong, parentWrong]) {
      if (!wrong) continue;
      problem(row, wrong);
      placeable = false;
    }
    if (row.level && !/^[0-5]$/.test(row.level)) {
      problem(
        row,
        msg('system.regionLevelInvalid', { label: LEVEL_LABEL, value: row.level, max: MAX_LEVEL }),
      );
      placeable = false;
    }
    if (!row.name) problem(row, msg('validation.required', { label: NAME_LABEL }));
    else if (row.name.length > NAME_MAX) {
      problem(
        row,
        msg('system.regionTooLongNow', { label: NAME_LABEL, limit: NAME_MAX, length: row.name.length }),
      );
    }
    if (row.sort && !INT.test(row.sort))
      problem(row, msg('system.regionNotInteger', { label: headerOf('sort'), value: row.sort }));
    if (row.remark.length > REMARK_MAX)
      problem(row, msg('system.regionTooLong', { label: headerOf('remark'), limit: REMARK_MAX }));
    if (row.code && CODE.test(row.code)) {
      const first = byCode.get(row.code) ?? unplaced.get(row.code);
      if (first)
        problem(
          row,
          msg('system.regionCodeRepeated', { label: CODE_LABEL, value: row.code, row: first.row }),
        );
      else if (placeable) byCode.set(row.code, row);
      else unplaced.set(row.code, row);
    }
  }

  // 2. Place every new row in the tree (its parent may be another new row of the file).
  const inserts: NewRegion[] = [];
  const updates: ImportPlan['updates'] = [];
  let skipped = 0;
  const placed = new Map<string, RegionRow | null>();
  const visiting = new Set<string>();
  const sortOf = (row: SheetRow) => (row.sort ? Number(row.sort) : 0);
  const remarkOf = (row: SheetRow) => row.remark || null;

  /** The row for `code` once written (null: it cannot be written; its own row says why). */
  function place(row: SheetRow): RegionRow | null {
    const done = placed.get(row.code);
    if (done !== undefined) return done;
    if (visiting.has(row.code)) {
      problem(row, msg('system.regionCycle', { code: row.code }));
      placed.set(row.code, null);
      return null;
    }
    visiting.add(row.code);
    const parent = parentOf(row);
    visiting.delete(row.code);
    let result: RegionRow | null = null;
    if (parent) {
      const level = parent.level + 1;
      if (parent.level >= MAX_LEVEL) {
        problem(row, msg('system.regionParentIsVillage', { code: parent.code }));
      } else if (
        parent.code !== REGION_ROOT_CODE &&
        parent.code !== TOP_PARENT &&
        !row.code.startsWith(parent.code)
      ) {
        problem(row, codePrefix(row.code, parent.code));
      } else if (row.level && Number(row.level) !== level) {
        problem(
          row,
          msg('system.regionLevelMismatch', {
            label: LEVEL_LABEL,
            level,
            parent: parent.code,
            parentLevel: parent.level,
            value: row.level,
          }),
        );
      } else {
        const values = { code: row.code, name: row.name, sort: sortOf(row), remark: remarkOf(row) };
        const insert = childOf(parent, values);
        inserts.push(insert);
        result = { ...insert, remark: insert.remark ?? null } as RegionRow;
      }
    }
    placed.set(row.code, result);
    return result;
  }

  function parentOf(row: SheetRow): RegionRow | null {
    if (row.parentCode === TOP_PARENT) {
      // The country row itself (`00` under `0`): nothing above it.
      return { code: TOP_PARENT, ancestors: '', level: -1 } as RegionRow;
    }
    const inDatabase = existing.get(row.parentCode);
    if (inDatabase) return inDatabase;
    const inFile = byCode.get(row.parentCode);
    if (inFile) return place(inFile);
    if (unplaced.has(row.parentCode)) return null; // that row is wrong itself and says why
    problem(row, msg('system.regionParentNowhere', { code: row.parentCode }));
    return null;
  }

  for (const row of byCode.values()) {
    const current = existing.get(row.code);
    if (!current) {
      place(row);
      continue;
    }
    if (!covered) {
      skipped++;
      continue;
    }
    // Overwriting keeps the region's place in the tree (its children hang on it).
    if (row.parentCode !== current.parentCode) {
      problem(
        row,
        msg('system.regionParentFixed', {
          code: row.code,
          parent: current.parentCode,
          wanted: row.parentCode,
        }),
      );
      continue;
    }
    if (row.level && Number(row.level) !== current.level) {
      problem(
        row,
        msg('system.regionLevelFixed', { code: row.code, level: current.level, value: row.level }),
      );
      continue;
    }
    const next = {
      name: row.name,
      sort: row.sort ? Number(row.sort) : current.sort,
      remark: row.remark ? row.remark : current.remark,
    };
    if (next.name === current.name && next.sort === current.sort && next.remark === current.remark) skipped++;
    else updates.push({ code: row.code, level: current.level, ...next });
  }

  const errors = [...problems.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, list]) => msg('system.importRow', { row, problems: problemsOf(list) }));
  return { errors, inserts, updates, skipped } satisfies ImportPlan;
}

/** The database rows of `codes` (looked up in chunks: PostgreSQL caps the parameters of one statement). */
export async function findRegions(db: DbOrTx, codes: Iterable<string>): Promise<Map<string, RegionRow>> {
  const all = [...new Set(codes)];
  const found = new Map<string, RegionRow>();
  for (let i = 0; i < all.length; i += 1000) {
    const rows = await db
      .select()
      .from(bladeRegion)
      .where(inArray(bladeRegion.code, all.slice(i, i + 1000)));
    for (const row of rows) found.set(row.code, row);
  }
  return found;
}

/** Who writes the import and the version it gives the rows it writes (crud/versions.ts). */
export interface ImportStamp {
  updateUser: bigint | null;
  updateTime: Date;
}

/**
 * Writes a checked plan (inside the caller's transaction). Every row it writes gets `stamp`, so an
 * edit loaded before an overwriting import is refused as stale rather than undoing it.
 */
export async function applyImport(
  tx: DbOrTx,
  plan: ImportPlan,
  stamp: ImportStamp,
): Promise<RegionImportResult> {
  for (let i = 0; i < plan.inserts.length; i += 500) {
    await tx.insert(bladeRegion).values(plan.inserts.slice(i, i + 500).map((row) => ({ ...row, ...stamp })));
  }
  for (const update of plan.updates) {
    await tx
      .update(bladeRegion)
      .set({
        ...stamp,
        name: update.name,
        sort: update.sort,
        remark: update.remark,
        ...levelNames(update.level, update.code, update.name),
      })
      .where(eq(bladeRegion.code, update.code));
    // Descendants repeat the name in their `<level>_name` column.
    const prefix = LEVEL_COLUMNS[update.level];
    if (prefix) {
      const codeColumn = bladeRegion[`${prefix}Code`];
      await tx
        .update(bladeRegion)
        .set({ [`${prefix}Name`]: update.name } as Partial<RegionRow>)
        .where(eq(codeColumn, update.code));
    }
  }
  return { added: plan.inserts.length, updated: plan.updates.length, skipped: plan.skipped };
}
