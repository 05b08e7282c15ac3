import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../src/auth/jwt';
import { selectPage } from '../src/crud/paging';
import { plainPageRows } from '../src/crud/plain-page';
import { poolOf } from '../src/db/pg-rows';
import { bladeParam } from '../src/db/schema';
import { paramModel } from '../src/services/system/param/routes';
import { startTestServer } from './helpers';
import { serverForFile } from './support/server-for-file';

const bed = serverForFile(async () => ({ server: await startTestServer() }));
const admin = { tenant_id: '000000', role_id: '', role_name: 'administrator' } as AccessClaims;

describe('the plain page as the server runs it (PGlite, or PostgreSQL under test-postgres.sh)', () => {
  it('gives the rows, types and total the general page query gives', async () => {
    const db = bed.server.database.db;
    // On PostgreSQL the prepared statement runs on the pool itself, past Drizzle's row mapping.
    expect(Boolean(poolOf(db))).toBe(bed.server.database.kind === 'postgres');
    for (const page of [
      { current: 1, size: 2 },
      { current: 2, size: 2 },
    ]) {
      const rows = plainPageRows(db, paramModel, admin.tenant_id, page);
      expect(rows).toBeDefined();
      const where = paramModel.visible(admin);
      const plain = await selectPage(db, bladeParam, where, paramModel.defaultOrder, page, rows);
      const general = await selectPage(db, bladeParam, where, paramModel.defaultOrder, page);
      expect(plain.records.length).toBeGreaterThan(0);
      expect(plain).toEqual(general);
      const first = plain.records[0] as Record<string, unknown>;
      expect(typeof first.id).toBe('bigint');
      expect(first.createTime).toBeInstanceOf(Date);
      expect(typeof first.status).toBe('number');
    }
  });
});
