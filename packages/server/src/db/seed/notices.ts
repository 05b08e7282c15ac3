import type { DbOrTx } from '../connection';
import { bladeNotice } from '../schema';
import { DEFAULT_TENANT_ID, SEED_IDS } from './index';

const NOTICE_ID_BASE = 1123598818738675201n;

/** The three demo notices of Blade's seed (blade-api.md §7), in tenant 000000. */
export async function seedNotices(db: DbOrTx): Promise<void> {
  const now = new Date();
  const notices: [string, number, string][] = [
    ['测试公告', 3, '欢迎使用 Blade Console。这是一条转发通知，用于演示通知公告的列表与详情。'],
    ['测试公告二', 1, '物流调度系统将于本周六 22:00 至 24:00 进行例行维护，期间部分功能暂停使用。'],
    ['测试公告三', 6, '请各部门于月底前完成季度运输安全自查，并将报告提交至运营管理部。'],
  ];
  await db.insert(bladeNotice).values(
    notices.map(([title, category, content], i) => ({
      id: NOTICE_ID_BASE + BigInt(i),
      tenantId: DEFAULT_TENANT_ID,
      title,
      category,
      content,
      releaseTime: new Date(now.getTime() - (notices.length - i) * 86_400_000),
      createUser: SEED_IDS.adminUser,
      createDept: SEED_IDS.rootDept,
      createTime: now,
      updateUser: SEED_IDS.adminUser,
      updateTime: now,
    })),
  );
}
