import type { DbOrTx } from '../connection';
import { bladeDatasource } from '../schema';
import { seedAudit } from './index';

/** The id SpringBlade's own seed gives its MySQL data source. */
export const SEED_DATASOURCE_ID = 1123598812738675201n;

/** Blade's one seeded data source (blade-api.md §7 "one MySQL datasource"), as SpringBlade ships it. */
export async function seedDatasources(db: DbOrTx): Promise<void> {
  const audit = seedAudit();
  await db
    .insert(bladeDatasource)
    .values({
      id: SEED_DATASOURCE_ID,
      name: 'mysql',
      driverClass: 'com.mysql.cj.jdbc.Driver',
      url:
        'jdbc:mysql://localhost:3306/blade?useSSL=false&useUnicode=true&characterEncoding=utf-8' +
        '&zeroDateTimeBehavior=convertToNull&transformedBitIsBoolean=true&serverTimezone=GMT%2B8' +
        '&nullCatalogMeansCurrent=true&allowPublicKeyRetrieval=true',
      username: 'root',
      password: 'root',
      remark: 'mysql',
      ...audit,
    })
    .onConflictDoNothing();
}
