import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../src/paths';
import { authed, startSignedIn, type TestServer } from './helpers';
import { createShipmentTable } from './support/develop-fixtures';

const run = promisify(execFile);
const workspace = path.resolve(serverPackageRoot, '../..');
const D = '/api/blade-develop';

let server: TestServer;
let token: string;
let temp: string;
beforeAll(async () => {
  ({ server, token } = await startSignedIn());
  await createShipmentTable(server.database.db);
  temp = mkdtempSync(path.join(os.tmpdir(), 'blade-codegen-workspace-'));
});
afterAll(async () => {
  await server?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

async function data<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const response = await authed(server.app, token, {
    method,
    url,
    ...(payload ? { payload: payload as object } : {}),
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
}

/**
 * A bounded copy of the workspace: the schema and server packages' sources (node_modules links
 * kept, so they resolve inside the copy), the shared node_modules and base config linked.
 */
function copyWorkspace(into: string): void {
  symlinkSync(path.join(workspace, 'node_modules'), path.join(into, 'node_modules'));
  for (const file of [
    'package.json',
    'tsconfig.base.json',
    'biome.json',
    '.gitignore',
    'scripts/gen-registry.ts',
    // The server tests' sign-in (test/support/server-process.ts) is the cluster scripts' own.
    'scripts/cluster/load.mjs',
    'scripts/cluster/load.d.mts',
  ]) {
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(path.join(workspace, file), path.join(into, file));
  }
  mkdirSync(path.join(into, 'packages'));
  symlinkSync(path.join(workspace, 'packages/blade-client'), path.join(into, 'packages/blade-client'));
  // The server's tests share ui's OWASP payload list (test/support/xss.ts).
  symlinkSync(path.join(workspace, 'packages/ui'), path.join(into, 'packages/ui'));
  cpSync(path.join(workspace, 'packages/blade-schema'), path.join(into, 'packages/blade-schema'), {
    recursive: true,
  });
  const server = path.join(into, 'packages/server');
  for (const entry of [
    'src',
    'test',
    'drizzle',
    'node_modules',
    'package.json',
    'tsconfig.json',
    'drizzle.config.ts',
    // The Node flags the server starts with (test/node-flags.test.ts imports them).
    'node-flags.mjs',
    'node-flags.d.mts',
  ]) {
    cpSync(path.join(serverPackageRoot, entry), path.join(server, entry), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  writeFileSync(
    path.join(into, 'vitest.config.mjs'),
    `export default { test: { include: ['packages/server/test/**/*.test.ts'], environment: 'node', testTimeout: 60000, hookTimeout: 120000 } };\n`,
  );
}

/** The child runs on its own: no inherited vitest worker state (the database choice is kept). */
function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}

/**
 * The walk-through of docs/contributing.md ("Adding an area"), followed in a copy of the workspace:
 * a table, its definition and test from 研发工具 › 代码生成, `pnpm gen` and `db:generate` with a
 * descriptive name, the type checks, and the area's one test — which finds it served, stored in the
 * table its migration made, and in the menu, with nothing else written by hand.
 */
describe('a new area from the code generator, as docs/contributing.md walks through it', () => {
  it('is one definition file, its migration and its test', { timeout: 600_000 }, async () => {
    // 1. The table (created in the product's database, where the model designer reads it).
    await data('POST', `${D}/model/submit`, {
      datasourceId: '0',
      modelName: '货运单',
      modelCode: 'shipment',
      modelTable: 'demo_shipment',
    });
    const [model] = (await data<{ records: { id: string }[] }>('GET', `${D}/model/list?modelCode=shipment`))
      .records;
    const prototypes = await data<Record<string, unknown>[]>(
      'GET',
      `${D}/model/model-prototype?modelId=${model!.id}`,
    );
    await data(
      'POST',
      `${D}/model-prototype/submit-list`,
      prototypes.map((p) => (p.jdbcName === 'weight' ? { ...p, isRequired: 1 } : p)),
    );
    // 2. Generate the definition (and its test) for it.
    await data('POST', `${D}/code/submit`, {
      modelId: model!.id,
      serviceName: 'blade-logistics',
      codeName: '货运单',
      tableName: 'demo_shipment',
      tablePrefix: 'demo_',
      packageName: 'org.blade.logistics',
    });
    const [code] = (
      await data<{ records: { id: string }[] }>('GET', `${D}/code/list?tableName=demo_shipment`)
    ).records;
    const zip = await authed(server.app, token, {
      method: 'POST',
      url: `${D}/code/gen-code?ids=${code!.id}&format=zip`,
    });
    expect(zip.statusCode).toBe(200);

    copyWorkspace(temp);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    for (const [file, bytes] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
      writeFileSync(path.join(temp, file), strFromU8(bytes));
    }
    const options = { cwd: temp, env: childEnv(), maxBuffer: 16 * 1024 * 1024, timeout: 300_000 };
    // 3. `db:generate shipment_area`: register the definition, then the migration under that name.
    const tsx = path.join(workspace, 'node_modules/tsx/dist/cli.mjs');
    const registered = await run(process.execPath, [tsx, 'scripts/gen-registry.ts'], options);
    expect(registered.stdout).toContain('registry.generated.ts');
    const drizzleKit = path.join(serverPackageRoot, 'node_modules/.bin/drizzle-kit');
    await run(drizzleKit, ['generate', '--name=shipment_area'], {
      ...options,
      cwd: path.join(temp, 'packages/server'),
    });
    const migrations = readdirSync(path.join(temp, 'packages/server/drizzle'));
    const migration = migrations.find((name) => name.endsWith('_shipment_area.sql'));
    expect(migration, migrations.join(', ')).toBeDefined();
    expect(readFileSync(path.join(temp, 'packages/server/drizzle', migration!), 'utf8')).toContain(
      'CREATE TABLE "demo_shipment"',
    );
    // Nothing else was written by hand: only generated indexes changed beside the three files.
    const registry = readFileSync(
      path.join(temp, 'packages/blade-schema/src/resources/registry.generated.ts'),
      'utf8',
    );
    expect(registry).toContain("import { shipmentResource } from './logistics/shipment';");

    // The type checks read no database: the PGlite run does them, the PostgreSQL run
    // (TEST_DATABASE_URL) goes on to the migration and test, which do. On TypeScript 7, as
    // `pnpm typecheck` runs them (scripts/typecheck.mjs): ~40 s of one worker on TypeScript 6.
    const tsc = path.join(workspace, 'node_modules/typescript-7/bin/tsc');
    const typeChecked = process.env.TEST_DATABASE_URL
      ? []
      : ['packages/blade-schema/tsconfig.json', 'packages/server/tsconfig.json'];
    for (const project of typeChecked) {
      const checked = await run(
        process.execPath,
        [tsc, '--noEmit', '--singleThreaded', '-p', project],
        options,
      ).catch((e) => e);
      expect(checked.stdout ?? '', project).toBe('');
    }
    // 4. Its one test: served by the generic routes, over its migrated table, in the menu.
    const tested = await run(
      process.execPath,
      [
        path.join(workspace, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'vitest.config.mjs',
        'packages/server/test/shipment.test.ts',
      ],
      options,
    ).catch((e) => e);
    const output = `${tested.stdout ?? ''}${tested.stderr ?? ''}`;
    expect(tested.code ?? 0, output).toBe(0);
    expect(output).toMatch(/Tests\s+3 passed/);
  });
});
