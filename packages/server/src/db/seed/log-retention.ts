import { DEFAULT_RETENTION_DAYS, RETENTION_PARAM_KEY } from '../../logs/retention';
import type { DbOrTx } from '../connection';
import { nextId } from '../ids';
import { bladeParam } from '../schema';
import { DEFAULT_TENANT_ID, seedAudit } from './index';

/** The log retention parameter, so administrators find and edit it in 系统管理 › 参数管理. */
export async function seedLogRetentionParam(db: DbOrTx): Promise<void> {
  await db.insert(bladeParam).values({
    id: nextId(),
    tenantId: DEFAULT_TENANT_ID,
    paramName: '日志保留天数',
    paramKey: RETENTION_PARAM_KEY,
    paramValue: String(DEFAULT_RETENTION_DAYS),
    remark: '接口、通用与错误日志保留的天数，每日定时删除更早的记录',
    ...seedAudit(),
  });
}
