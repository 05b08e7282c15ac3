import { createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createPostgresDatabase, startSignedIn, type TestServer } from './helpers';

/**
 * A PostgreSQL data source other than the product's own database. On PostgreSQL (test-postgres.sh
 * sets TEST_DATABASE_URL) the test makes a second database on that server and reads it as a data
 * source; on PGlite there is no server to read, so the same data source points at a port nobody
 * listens on and the test checks the refusal people then get.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

let server: TestServer;
let token: string;
let external: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
beforeAll(async () => {
  ({ server, token } = await startSignedIn());
  if (adminUrl) {
    external = await createPostgresDatabase(adminUrl);
    const client = new pg.Client({ connectionString: external.url });
    await client.connect();
    await client.query(`create table crm_customer (
      id bigint primary key,
      customer_name varchar(100) not null,
      credit_limit numeric(12, 2),
      signed_at timestamp,
      logo_image varchar(500)
    )`);
    await client.query(`comment on table crm_customer is '客户'`);
    await client.query(`comment on column crm_customer.customer_name is '客户名称'`);
    await client.end();
  }
});
afterAll(async () => {
  await server?.close();
  await external?.drop();
});

const D = '/api/blade-develop';
type Row = Record<string, unknown> & { id: string };

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await authed(server.app, token, { method, url, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as { msg: string; data: unknown } };
}
async function data<T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const { status, body } = await call(method, url, payload);
  expect(status, `${url}: ${body.msg}`).toBe(200);
  return body.data as T;
}
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Registers the data source as a person would on 数据源管理; answers its id. */
async function register(url: string, username: string, password: string, name = 'crm'): Promise<string> {
  await data('POST', `${D}/datasource/submit`, {
    name,
    driverClass: 'org.postgresql.Driver',
    url,
    username,
    password,
  });
  return (await data<Row[]>('GET', `${D}/datasource/select`)).find((d) => d.name === name)!.id;
}

describe('an external PostgreSQL data source', () => {
  it(
    adminUrl
      ? 'lists its tables, reads a table and generates a model of it (PostgreSQL)'
      : 'is refused with a clear "cannot connect" when its server is not there (PGlite)',
    async () => {
      if (!external) {
        const id = await register(`jdbc:postgresql://127.0.0.1:${await closedPort()}/crm`, 'crm', 'pw-1234');
        const { status, body } = await call('GET', `${D}/model/table-list?datasourceId=${id}`);
        expect(status).toBe(400);
        expect(body.msg).toMatch(/^无法连接数据源「crm」：.+/);
        expect(body.msg).not.toContain('pw-1234');
        return;
      }
      const target = new URL(external.url);
      const id = await register(
        `jdbc:postgresql://${target.hostname}:${target.port || 5432}${target.pathname}?sslmode=disable`,
        decodeURIComponent(target.username),
        decodeURIComponent(target.password),
      );
      // Its own tables only: none of the product's.
      const tables = await data<{ name: string; comment: string }[]>(
        'GET',
        `${D}/model/table-list?datasourceId=${id}`,
      );
      expect(tables).toEqual([{ name: 'crm_customer', comment: '客户' }]);
      const info = await data<{ comment: string; fields: Row[] }>(
        'GET',
        `${D}/model/table-info?datasourceId=${id}&tableName=crm_customer`,
      );
      expect(info.comment).toBe('客户');
      expect(info.fields.map((f) => [f.name, f.type, f.propertyType])).toEqual([
        ['id', 'bigint', 'string'],
        ['customer_name', 'character varying(100)', 'string'],
        ['credit_limit', 'numeric(12,2)', 'number'],
        ['signed_at', 'timestamp without time zone', 'string'],
        ['logo_image', 'character varying(500)', 'string'],
      ]);
      expect(info.fields[1]).toMatchObject({ comment: '客户名称', notNull: true });

      await data('POST', `${D}/model/submit`, {
        datasourceId: id,
        modelName: '客户',
        modelCode: 'customer',
        modelTable: 'crm_customer',
      });
      const [model] = (await data<{ records: Row[] }>('GET', `${D}/model/list?modelCode=customer`)).records;
      const proposed = await data<Row[]>('GET', `${D}/model/model-prototype?modelId=${model!.id}`);
      expect(proposed.map((p) => [p.jdbcName, p.componentType])).toEqual([
        ['id', 'number'],
        ['customer_name', 'input'],
        ['credit_limit', 'number'],
        ['signed_at', 'date'],
        ['logo_image', 'upload'],
      ]);

      // Generation reads the table's columns from that data source when none are saved.
      await data('POST', `${D}/code/submit`, {
        modelId: model!.id,
        datasourceId: id,
        serviceName: 'blade-crm',
        codeName: '客户',
        tableName: 'crm_customer',
        tablePrefix: 'crm_',
        packageName: 'crm',
      });
      const [code] = (await data<{ records: Row[] }>('GET', `${D}/code/list?serviceName=blade-crm`)).records;
      const { files } = await data<{ files: { path: string; content: string }[] }>(
        'POST',
        `${D}/code/gen-code?ids=${code!.id}`,
      );
      expect(files[0]!.path).toBe('packages/blade-schema/src/resources/crm/customer.ts');
      expect(files[0]!.content).toContain(
        "customerName: text(100, { label: '客户名称', en: 'Customer name', required: true",
      );
    },
  );

  it('that refuses a query is said to be that data source’s failure, not this server’s (PostgreSQL)', async () => {
    if (!external || !adminUrl) return;
    // A login that may connect but not read the catalog: the query fails after connecting.
    const role = `crm_limited_${Date.now()}`;
    const admin = new pg.Client({ connectionString: external.url });
    await admin.connect();
    try {
      await admin.query(`create role ${role} login password 'pw-limited'`);
      await admin.query('revoke select on pg_catalog.pg_class from public');
      const target = new URL(external.url);
      const id = await register(
        `jdbc:postgresql://${target.hostname}:${target.port || 5432}${target.pathname}?sslmode=disable`,
        role,
        'pw-limited',
        'crm-limited',
      );
      const { status, body } = await call('GET', `${D}/model/table-list?datasourceId=${id}`);
      expect(status).toBe(400);
      expect(body.msg).toMatch(/^数据源「crm-limited」查询失败：permission denied for table pg_class/);
    } finally {
      await admin.query('grant select on pg_catalog.pg_class to public');
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
