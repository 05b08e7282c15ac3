// Over 300 lines: it groups the cases of the developer tools' data models (catalog, bad input, gen-code, who may use them).
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, signInNewUser, startSignedIn, type TestServer } from './helpers';
import { createShipmentTable } from './support/develop-fixtures';

let server: TestServer;
let token: string;
beforeAll(async () => {
  ({ server, token } = await startSignedIn());
  await createShipmentTable(server.database.db);
});
afterAll(async () => {
  await server?.close();
});

const D = '/api/blade-develop';
type Row = Record<string, unknown> & { id: string };

function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return authed(server.app, token, { method, url, ...(payload ? { payload: payload as object } : {}) });
}
async function data<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}
async function refusal(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await call(method, url, payload);
  return { status: response.statusCode, msg: (response.json() as { msg: string }).msg };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('data models (/blade-develop/model)', () => {
  it('lists the own database tables and reads a table with its comments', async () => {
    const tables = await data<{ name: string; comment: string }[]>(
      'GET',
      `${D}/model/table-list?datasourceId=0`,
    );
    expect(tables).toContainEqual({ name: 'demo_shipment', comment: '货运单' });
    expect(tables.map((t) => t.name)).toContain('blade_user');
    const info = await data<{ name: string; comment: string; fields: Row[] }>(
      'GET',
      `${D}/model/table-info?datasourceId=0&tableName=demo_shipment`,
    );
    expect(info).toMatchObject({ name: 'demo_shipment', comment: '货运单' });
    expect(info.fields.find((f) => f.name === 'ship_no')).toMatchObject({
      type: 'character varying(32)',
      comment: '运单号',
      notNull: true,
      propertyName: 'shipNo',
      propertyType: 'string',
    });
    expect(info.fields.find((f) => f.name === 'weight')).toMatchObject({ propertyType: 'number' });
  });

  it('saves a model, proposes its columns, keeps edited ones and generates its files', async () => {
    await data('POST', `${D}/model/submit`, {
      datasourceId: '0',
      modelName: '货运单',
      modelCode: 'shipment',
      modelTable: 'demo_shipment',
    });
    const [model] = (await data<{ records: Row[] }>('GET', `${D}/model/list?modelCode=shipment`)).records;
    expect(model).toMatchObject({ modelTable: 'demo_shipment', datasourceId: '0' });
    const proposed = await data<Row[]>('GET', `${D}/model/model-prototype?modelId=${model!.id}`);
    expect(proposed.map((p) => p.jdbcName)).toEqual([
      'id',
      'tenant_id',
      'ship_no',
      'weight',
      'ship_time',
      'remark',
      'create_time',
      'is_deleted',
    ]);
    expect(proposed.find((p) => p.jdbcName === 'ship_time')).toMatchObject({ componentType: 'date' });
    expect(proposed.find((p) => p.jdbcName === 'remark')).toMatchObject({ componentType: 'textarea' });
    expect(proposed.find((p) => p.jdbcName === 'ship_no')).toMatchObject({ isRequired: 1, isQuery: 1 });
    // Nothing stored yet.
    expect(await data('GET', `${D}/model-prototype/select?modelId=${model!.id}`)).toEqual([]);

    const edited = proposed.map((p) =>
      p.jdbcName === 'weight' ? { ...p, jdbcComment: '毛重', isQuery: 1 } : p,
    );
    await data('POST', `${D}/model-prototype/submit-list`, edited);
    const stored = await data<Row[]>('GET', `${D}/model-prototype/select?modelId=${model!.id}`);
    expect(stored).toHaveLength(8);
    expect(stored.find((p) => p.jdbcName === 'weight')).toMatchObject({ jdbcComment: '毛重', isQuery: 1 });
    expect(stored[0]!.id).toMatch(/^\d+$/);

    // A bad row in a batch writes none of it.
    const bad = await refusal('POST', `${D}/model-prototype/submit-list`, [
      { ...stored[0], jdbcComment: 'changed' },
      { ...stored[1], id: undefined, componentType: 'slider' },
    ]);
    expect(bad).toEqual({ status: 400, msg: expect.stringContaining('组件类型「slider」不合法') });
    expect((await data<Row[]>('GET', `${D}/model-prototype/select?modelId=${model!.id}`))[0]).toMatchObject({
      jdbcComment: stored[0]!.jdbcComment,
    });

    await data('POST', `${D}/code/submit`, {
      modelId: model!.id,
      datasourceId: '0',
      serviceName: 'blade-logistics',
      codeName: '货运单',
      tableName: 'demo_shipment',
      tablePrefix: 'demo_',
      packageName: 'logistics',
    });
    const [code] = (await data<{ records: Row[] }>('GET', `${D}/code/list?codeName=货运单`)).records;
    const preview = await data<{ files: { path: string; content: string }[] }>(
      'POST',
      `${D}/code/gen-code?ids=${code!.id}&system=saber`,
    );
    expect(preview.files.map((f) => f.path)).toEqual([
      'packages/blade-schema/src/resources/logistics/shipment.ts',
      'packages/server/test/shipment.test.ts',
      'generated/shipment.md',
    ]);
    const definition = preview.files[0]!.content;
    expect(definition).toContain("path: '/blade-logistics/shipment'");
    expect(definition).toContain(
      "shipNo: text(32, { label: '运单号', en: 'Ship no', required: true, search: 'like' })",
    );
    expect(definition).toContain("weight: decimal({ label: '毛重', en: 'Weight', search: 'equal' })");

    const zip = await call('POST', `${D}/code/gen-code?ids=${code!.id}&format=zip`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toBe('attachment; filename="demo_shipment-code.zip"');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toEqual(preview.files.map((f) => f.path));
    expect(strFromU8(entries['packages/blade-schema/src/resources/logistics/shipment.ts']!)).toBe(definition);

    await data('POST', `${D}/code/copy?id=${code!.id}`);
    expect((await data<{ total: number }>('GET', `${D}/code/list?codeName=货运单-copy`)).total).toBe(1);

    // Removing the model removes its columns.
    await data('POST', `${D}/model/remove?ids=${model!.id}`);
    expect(await data('GET', `${D}/model-prototype/select?modelId=${model!.id}`)).toEqual([]);
    expect(await refusal('POST', `${D}/code/gen-code?ids=${code!.id}`)).toEqual({
      status: 400,
      msg: '代码生成配置「货运单」的数据模型不存在或已被删除',
    });
  });
});

describe('bad input to the catalog calls', () => {
  it('refuses an unknown data source, a MySQL one and one that cannot connect', async () => {
    expect(await refusal('GET', `${D}/model/table-list?datasourceId=424242`)).toEqual({
      status: 400,
      msg: '数据源不存在或已被删除',
    });
    expect(await refusal('GET', `${D}/model/table-list?datasourceId=nonsense`)).toMatchObject({
      status: 400,
    });
    const seeded = (await data<Row[]>('GET', `${D}/datasource/select`)).find((d) => d.name === 'mysql')!;
    expect(await refusal('GET', `${D}/model/table-list?datasourceId=${seeded.id}`)).toEqual({
      status: 400,
      msg: expect.stringContaining('不是 PostgreSQL'),
    });
    // A port nobody listens on: connection refused, answered as a sentence.
    const port = await freePort();
    await data('POST', `${D}/datasource/submit`, {
      name: 'pg-down',
      driverClass: 'org.postgresql.Driver',
      url: `jdbc:postgresql://127.0.0.1:${port}/nothing`,
      username: 'nobody',
      password: 'secret-pw',
    });
    const down = (await data<Row[]>('GET', `${D}/datasource/select`)).find((d) => d.name === 'pg-down')!;
    const answer = await refusal('GET', `${D}/model/table-list?datasourceId=${down.id}`);
    expect(answer).toEqual({ status: 400, msg: expect.stringMatching(/^无法连接数据源「pg-down」：/) });
    expect(answer.msg).not.toContain('secret-pw');
  });

  it('refuses a table name with SQL in it and runs none of it', async () => {
    await server.database.db.execute(sql.raw('create table victim_table (id bigint primary key)'));
    for (const name of ['demo_shipment; drop table victim_table', "x' or '1'='1", 'victim_table--']) {
      const answer = await refusal(
        'GET',
        `${D}/model/table-info?datasourceId=0&tableName=${encodeURIComponent(name)}`,
      );
      expect(answer, name).toEqual({ status: 400, msg: expect.stringContaining('不合法') });
    }
    expect(
      await refusal('POST', `${D}/model/submit`, {
        datasourceId: '0',
        modelName: 'x',
        modelCode: 'x',
        modelTable: 'victim_table; drop table victim_table',
      }),
    ).toMatchObject({ status: 400 });
    expect(await refusal('GET', `${D}/model/table-info?datasourceId=0&tableName=no_such_table`)).toEqual({
      status: 400,
      msg: '数据表「no_such_table」不存在',
    });
    const tables = await data<{ name: string }[]>('GET', `${D}/model/table-list?datasourceId=0`);
    expect(tables.map((t) => t.name)).toContain('victim_table');
  });
});

/** A model of `table` and one code-generation setting for it, made by the platform administrator. */
async function modelAndCode(table: string, modelCode: string, codeName: string) {
  await data('POST', `${D}/model/submit`, {
    datasourceId: '0',
    modelName: codeName,
    modelCode,
    modelTable: table,
  });
  const [model] = (await data<{ records: Row[] }>('GET', `${D}/model/list?modelCode_equal=${modelCode}`))
    .records;
  await data('POST', `${D}/code/submit`, {
    modelId: model!.id,
    datasourceId: '0',
    serviceName: 'blade-logistics',
    codeName,
    tableName: table,
    tablePrefix: 'demo_',
    packageName: 'logistics',
  });
  const [code] = (
    await data<{ records: Row[] }>('GET', `${D}/code/list?codeName_equal=${encodeURIComponent(codeName)}`)
  ).records;
  return { model: model!, code: code! };
}

describe('gen-code with several settings', () => {
  it('zips every setting as blade-code.zip, in the order asked for', async () => {
    await server.database.db.execute(
      sql.raw(`create table demo_parcel (id bigint primary key, parcel_no varchar(20) not null)`),
    );
    const ship = await modelAndCode('demo_shipment', 'multi_ship', '多选运单');
    const parcel = await modelAndCode('demo_parcel', 'multi_parcel', '多选包裹');
    const ids = `${parcel.code.id},${ship.code.id}`;
    const preview = await data<{ files: { path: string }[] }>('POST', `${D}/code/gen-code?ids=${ids}`);
    expect(preview.files.map((f) => f.path)).toEqual([
      'packages/blade-schema/src/resources/logistics/parcel.ts',
      'packages/server/test/parcel.test.ts',
      'generated/parcel.md',
      'packages/blade-schema/src/resources/logistics/shipment.ts',
      'packages/server/test/shipment.test.ts',
      'generated/shipment.md',
    ]);
    const zip = await call('POST', `${D}/code/gen-code?ids=${ids}&format=zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toBe('attachment; filename="blade-code.zip"');
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(entries)).toEqual(preview.files.map((f) => f.path));
  });

  it('refuses two settings that would write the same file, naming both, preview or zip', async () => {
    const original = await modelAndCode('demo_shipment', 'clash_ship', '撞车运单');
    await data('POST', `${D}/code/copy?id=${original.code.id}`);
    const [copy] = (
      await data<{ records: Row[] }>(
        'GET',
        `${D}/code/list?codeName_equal=${encodeURIComponent('撞车运单-copy')}`,
      )
    ).records;
    const expected = {
      status: 400,
      msg:
        '代码生成配置「撞车运单」和「撞车运单-copy」都会生成 packages/blade-schema/src/resources/logistics/shipment.ts，' +
        '不能一起生成：请分开生成，或修改其中一个的表名、表前缀或包名',
    };
    const ids = `${original.code.id},${copy!.id}`;
    expect(await refusal('POST', `${D}/code/gen-code?ids=${ids}`)).toEqual(expected);
    expect(await refusal('POST', `${D}/code/gen-code?ids=${ids}&format=zip`)).toEqual(expected);
    // Each alone still generates.
    await data('POST', `${D}/code/gen-code?ids=${copy!.id}`);
    // In English for a reader of English (issue 39); the settings' names are theirs, as typed.
    const english = await authed(server.app, token, {
      method: 'POST',
      url: `${D}/code/gen-code?ids=${ids}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe(
      'Code generation settings "撞车运单" and "撞车运单-copy" would both generate packages/blade-schema/src/resources/logistics/shipment.ts, ' +
        'so they cannot be generated together: generate them separately, or change the table name, table prefix or package name of one of them',
    );
  });

  it("says a setting's refused name in the reader's language", async () => {
    const { code } = await modelAndCode('demo_shipment', 'bad_package_ship', '坏包名运单');
    await data('POST', `${D}/code/submit`, { ...code, packageName: 'org.blade.1x' });
    const url = `${D}/code/gen-code?ids=${code.id}`;
    expect(await refusal('POST', url)).toEqual({
      status: 400,
      msg: '代码生成配置「坏包名运单」：包名「org.blade.1x」不合法：末段须为字母开头的字母或数字',
    });
    const english = await authed(server.app, token, {
      method: 'POST',
      url,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().msg).toBe(
      'Code generation setting "坏包名运单": Package name "org.blade.1x" is not valid: its last segment must be letters or digits, starting with a letter',
    );
  });
});

describe('who may use the developer tools', () => {
  it('refuses tenant administrators the catalog, the model columns and code generation', async () => {
    const { model, code } = await modelAndCode('demo_shipment', 'guarded_ship', '受限运单');
    const proposed = await data<Row[]>('GET', `${D}/model/model-prototype?modelId=${model.id}`);
    const calls = [
      ['GET', `${D}/model/table-list?datasourceId=0`],
      ['GET', `${D}/model/table-info?datasourceId=0&tableName=demo_shipment`],
      ['GET', `${D}/model/table-info?modelId=${model.id}`],
      ['GET', `${D}/model/model-prototype?modelId=${model.id}`],
      ['POST', `${D}/model-prototype/submit-list`, proposed],
      ['GET', `${D}/model-prototype/select?modelId=${model.id}`],
      ['POST', `${D}/code/gen-code?ids=${code.id}`],
      ['POST', `${D}/code/gen-code?ids=${code.id}&format=zip`],
    ] as const;
    // A tenant's administrators: an `admin`, and an `administrator` of a tenant other than the platform's.
    for (const who of [
      { tenantId: '612345', account: 'dev_admin', roleAlias: 'admin' },
      { tenantId: '612346', account: 'dev_root', roleAlias: 'administrator' },
    ]) {
      const as = await signInNewUser(server, who);
      for (const [method, url, payload] of calls) {
        const answer = await authed(server.app, as, {
          method,
          url,
          ...(payload ? { payload: payload as unknown as object } : {}),
        });
        expect(
          { status: answer.statusCode, body: answer.json() },
          `${who.account} ${method} ${url}`,
        ).toMatchObject({
          status: 401,
          body: { code: 401, msg: '请求未授权' },
        });
      }
    }
    // The refused submit-list stored nothing; the platform administrator is still served.
    expect(await data('GET', `${D}/model-prototype/select?modelId=${model.id}`)).toEqual([]);
    expect(await data<Row[]>('GET', `${D}/model/table-list?datasourceId=0`)).not.toHaveLength(0);
  });
});
