import { NOTICE_DEMO_PROTOTYPES, NOTICE_TABLE_COLUMNS } from '@blade-console/blade-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bladeCode, bladeModel, bladeModelPrototype, bladeSeedStep } from '../src/db/schema';
import { DEVELOP_DEMO_IDS } from '../src/db/seed/develop';
import { runSeedSteps } from '../src/db/seed/steps';
import { authed } from './helpers';
import { signedInServerForFile } from './support/server-for-file';

const signedIn = signedInServerForFile();

const D = '/api/blade-develop';
type Row = Record<string, unknown> & { id: string };

async function data<T>(method: 'GET' | 'POST', url: string): Promise<T> {
  const response = await authed(signedIn.server.app, signedIn.token, { method, url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

describe('the code-generation demo (blade_notice)', () => {
  it('is there on a fresh database: a model, its edited columns and a setting that generates', async () => {
    const models = await data<{ records: Row[] }>('GET', `${D}/model/list?modelTable=blade_notice`);
    expect(models.records).toEqual([
      expect.objectContaining({
        id: String(DEVELOP_DEMO_IDS.model),
        datasourceId: '0',
        modelName: '通知公告',
        modelTable: 'blade_notice',
      }),
    ]);
    const columns = await data<Row[]>('GET', `${D}/model-prototype/select?modelId=${DEVELOP_DEMO_IDS.model}`);
    expect(columns.map((c) => c.jdbcName)).toEqual(NOTICE_TABLE_COLUMNS.map((c) => c.name));
    expect(columns.find((c) => c.jdbcName === 'category')).toMatchObject({
      jdbcComment: '通知类型',
      componentType: 'select',
      dictCode: 'notice',
    });

    const [code] = (await data<{ records: Row[] }>('GET', `${D}/code/list?tableName=blade_notice`)).records;
    expect(code).toMatchObject({
      id: String(DEVELOP_DEMO_IDS.code),
      modelId: String(DEVELOP_DEMO_IDS.model),
    });
    const { files } = await data<{ files: { path: string; content: string }[] }>(
      'POST',
      `${D}/code/gen-code?ids=${code!.id}`,
    );
    expect(files.map((f) => f.path)).toContain('packages/blade-schema/src/resources/demo/notice.ts');
    const definition = files[0]!.content;
    expect(definition).toContain("path: '/blade-demo/notice'");
    expect(definition).toMatch(/category: integer\(\{ label: '通知类型'.*dict: 'notice'/);
  });

  it('describes blade_notice as the table really is (the mocks serve the same columns)', async () => {
    const info = await data<{ fields: Row[] }>(
      'GET',
      `${D}/model/table-info?datasourceId=0&tableName=blade_notice`,
    );
    expect(info.fields.map(({ name, type, notNull }) => ({ name, type, notNull }))).toEqual(
      NOTICE_TABLE_COLUMNS.map(({ name, type, notNull }) => ({ name, type, notNull })),
    );
  });

  it('is seeded once into a database seeded before the step existed', async () => {
    const { db } = signedIn.server.database;
    // A database from before the step: no marker, no rows.
    await db.delete(bladeSeedStep).where(eq(bladeSeedStep.name, 'develop-demo'));
    await db.delete(bladeCode).where(eq(bladeCode.id, DEVELOP_DEMO_IDS.code));
    await db.delete(bladeModelPrototype).where(eq(bladeModelPrototype.modelId, DEVELOP_DEMO_IDS.model));
    await db.delete(bladeModel).where(eq(bladeModel.id, DEVELOP_DEMO_IDS.model));
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual(['develop-demo']);
    expect(await data('GET', `${D}/code/detail?id=${DEVELOP_DEMO_IDS.code}`)).toMatchObject({
      codeName: '通知公告',
    });
    const columns = await data<Row[]>('GET', `${D}/model-prototype/select?modelId=${DEVELOP_DEMO_IDS.model}`);
    expect(columns).toHaveLength(NOTICE_DEMO_PROTOTYPES.length);
    // Then never again: removing the demo is final.
    expect(await runSeedSteps(db, { regionSeed: 'sample' })).toEqual([]);
  });
});
