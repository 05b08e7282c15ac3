import { carouselDemo } from '@blade-console/blade-schema';
import type { DbOrTx } from '../connection';
import { nextId } from '../ids';
import { bladeCarousel } from '../schema';
import { DEFAULT_TENANT_ID, SEED_IDS } from './index';

/** The demo rows of declared resources, for tenant 000000 (the mocks serve the same rows). */
export async function seedCarousel(db: DbOrTx): Promise<void> {
  const now = new Date();
  await db.insert(bladeCarousel).values(
    carouselDemo.map((row) => ({
      ...row,
      id: nextId(),
      tenantId: DEFAULT_TENANT_ID,
      createUser: SEED_IDS.adminUser,
      createDept: SEED_IDS.rootDept,
      createTime: now,
      updateUser: SEED_IDS.adminUser,
      updateTime: now,
    })),
  );
}
