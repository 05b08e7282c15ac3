import { NOTICE_DEMO_CODE, NOTICE_DEMO_MODEL, NOTICE_DEMO_PROTOTYPES } from '@blade-console/blade-schema';
import type { DbOrTx } from '../connection';
import { bladeCode, bladeModel, bladeModelPrototype } from '../schema';
import { seedAudit } from './index';

/** Fixed ids of the code-generation demo (the same on every database). */
export const DEVELOP_DEMO_IDS = {
  model: 1123598815738675301n,
  prototypeBase: 1123598815738675401n,
  code: 1123598815738675501n,
} as const;

/**
 * Blade's demo of 研发工具: a model of `blade_notice` (the own database), its columns already
 * edited, and a code setting for it — so 数据模型 and 代码生成 show a working row on first start.
 */
export async function seedDevelopDemo(tx: DbOrTx): Promise<void> {
  const audit = seedAudit();
  const modelId = DEVELOP_DEMO_IDS.model;
  await tx
    .insert(bladeModel)
    .values({
      ...NOTICE_DEMO_MODEL,
      id: modelId,
      datasourceId: BigInt(NOTICE_DEMO_MODEL.datasourceId),
      ...audit,
    })
    .onConflictDoNothing();
  await tx
    .insert(bladeModelPrototype)
    .values(
      NOTICE_DEMO_PROTOTYPES.map((prototype, i) => ({
        ...prototype,
        id: DEVELOP_DEMO_IDS.prototypeBase + BigInt(i),
        modelId,
        ...audit,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(bladeCode)
    .values({
      ...NOTICE_DEMO_CODE,
      id: DEVELOP_DEMO_IDS.code,
      datasourceId: BigInt(NOTICE_DEMO_CODE.datasourceId),
      modelId,
      ...audit,
    })
    .onConflictDoNothing();
}
