import type { RecordHistoryOperation } from '@blade-console/blade-client/types';
import { regionResource } from '@blade-console/blade-schema';
import { getTableColumns } from 'drizzle-orm';
import type { AccessClaims } from '../../../auth/jwt';
import type { Db, DbOrTx } from '../../../db/connection';
import { bladeRegion } from '../../../db/schema';
import { fieldChanges, recordChanges, trackedFields } from '../../../history/changes';
import { registerHistoryEntry } from '../../../history/registry';
import { badRequest } from '../../../http/envelope';
import { msg } from '../../../i18n';
import { CODE_PATTERN } from './schemas';

/**
 * Regions keep history like every defined resource (issue 42), by code: their writes are code of
 * their own (keyed by code, physical delete), so they report here. Reading follows the detail
 * route (any signed-in user, a table every tenant shares); a version is not restored here.
 */
const FIELDS = trackedFields(regionResource.fields, Object.keys(getTableColumns(bladeRegion)), new Set());
const CODE = new RegExp(CODE_PATTERN);

type Row = Record<string, unknown>;

/** Registers regions' history with the history routes, under `prefix` (the region routes' own). */
export function registerRegionHistory(db: Db, prefix: string): void {
  registerHistoryEntry(db, {
    name: regionResource.name,
    access: 'token',
    writeNeedsSuper: true,
    detailPath: `${prefix}/detail`,
    tenantScoped: false,
    async see(_db, _user, key) {
      if (!CODE.test(key))
        throw badRequest(msg('history.badRecordId', { value: key, label: regionResource.label }));
      return key;
    },
  });
}

/** A region's change, in the write's transaction: its code, and the row before and after. */
export async function recordRegionWrite(
  tx: DbOrTx,
  user: AccessClaims,
  operation: RecordHistoryOperation,
  code: string,
  old: Row | undefined,
  now: Row | undefined,
): Promise<void> {
  await recordChanges(tx, [
    {
      resource: regionResource.name,
      recordId: code,
      operation,
      user,
      changes: fieldChanges(FIELDS, old, now),
    },
  ]);
}
