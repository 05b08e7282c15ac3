import { hashPassword, md5Hex } from '../../auth/password';
import type { DbOrTx } from '../../db/connection';
import { bladeRole, bladeUser } from '../../db/schema';
import { DEFAULT_TENANT_ID, SEED_IDS } from '../../db/seed/index';
import { deploy } from './definitions';
import { LEAVE_PROCESS_XML } from './leave-process';

/** Fixed ids of the workflow demo's roles and accounts (same on every database). */
export const FLOW_DEMO_IDS = {
  managerRole: 1123598816738675301n,
  hrRole: 1123598816738675302n,
  staff: 1123598821738675301n,
  manager: 1123598821738675302n,
  hr: 1123598821738675303n,
} as const;

export const FLOW_DEMO_PASSWORD = '123456';

/**
 * The leave process's demo (tenant 000000): roles `manager` (部门经理) and `hr` (人事), whose aliases
 * the process's candidate groups name; accounts `staff`, `manager` and `hr` (password 123456), each also
 * in the `user` role for the console's menus; and the leave process deployed in category `flow_1`
 * (the `flow` dictionary routes it to `/work/process/leave`).
 */
export async function seedFlowDemo(tx: DbOrTx): Promise<void> {
  await tx.insert(bladeRole).values([
    {
      id: FLOW_DEMO_IDS.managerRole,
      tenantId: DEFAULT_TENANT_ID,
      roleName: '部门经理',
      roleAlias: 'manager',
      sort: 3,
    },
    { id: FLOW_DEMO_IDS.hrRole, tenantId: DEFAULT_TENANT_ID, roleName: '人事', roleAlias: 'hr', sort: 4 },
  ]);
  const password = await hashPassword(md5Hex(FLOW_DEMO_PASSWORD));
  const now = new Date();
  const people: [bigint, string, string, bigint[]][] = [
    [FLOW_DEMO_IDS.staff, 'staff', '员工小张', []],
    [FLOW_DEMO_IDS.manager, 'manager', '经理老王', [FLOW_DEMO_IDS.managerRole]],
    [FLOW_DEMO_IDS.hr, 'hr', '人事小李', [FLOW_DEMO_IDS.hrRole]],
  ];
  await tx.insert(bladeUser).values(
    people.map(([id, account, realName, roles]) => ({
      id,
      tenantId: DEFAULT_TENANT_ID,
      account,
      password,
      name: realName,
      realName,
      roleId: [SEED_IDS.userRole, ...roles].map(String).join(','),
      deptId: String(SEED_IDS.changzhouDept),
      createUser: SEED_IDS.adminUser,
      createTime: now,
      updateUser: SEED_IDS.adminUser,
      updateTime: now,
    })),
  );
  await deploy(tx, {
    tenantId: DEFAULT_TENANT_ID,
    name: '请假流程',
    category: 'flow_1',
    resourceName: 'leave.bpmn20.xml',
    xml: LEAVE_PROCESS_XML,
  });
}
