import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../connection';
import { bladeMenu } from '../schema';

/**
 * Pages once named like their menu group (报表管理 › 报表管理, 流程管理 › 流程管理), renamed in
 * blade-schema's tree; databases seeded before get the new names too. A page an administrator has
 * renamed since keeps its name: only the old seeded one is replaced.
 */
export const RENAMED_PAGES: readonly { code: string; from: string; to: string }[] = [
  { code: 'report_list', from: '报表管理', to: '报表列表' },
  { code: 'flow_manager', from: '流程管理', to: '流程列表' },
];

export async function renameSeededPages(tx: DbOrTx): Promise<void> {
  for (const { code, from, to } of RENAMED_PAGES) {
    await tx
      .update(bladeMenu)
      .set({ name: to })
      .where(and(eq(bladeMenu.code, code), eq(bladeMenu.name, from)));
  }
}
