import { VERSION_FIELD } from '@blade-console/blade-schema';
import { type MockRow, now } from './respond';
import { ADMIN_ID, createSeed, ROOT_DEPT_ID } from './seed';
import { checkVersion, nextMockVersion } from './versions';

/** The in-memory database behind the MSW handlers: one array of rows per resource. */
export interface MockStore {
  readonly tables: Record<string, MockRow[]>;
  /** Rows of a table (created empty when unknown). */
  table(name: string): MockRow[];
  find(name: string, id: string): MockRow | undefined;
  /**
   * Inserts (no id) or updates (id present) like Blade's `submit`; returns the stored row. An update
   * whose `updateTime` is not the stored one throws a `MockConflictError` (the handlers answer 409).
   */
  submit(name: string, entity: Record<string, unknown>): MockRow;
  /**
   * A special write of several rows (grants, tenant settings): checks each row against its version
   * in `versions` (by id; missing ones are not checked), then stamps them all as changed now.
   */
  claim(name: string, ids: readonly string[], versions?: Readonly<Record<string, unknown>>): MockRow[];
  /** Deletes rows by id; returns how many went. */
  remove(name: string, ids: readonly string[]): number;
  nextId(): string;
  /** Captcha key → expected code. */
  readonly captchas: Map<string, string>;
  /** Refresh tokens issued and still valid. */
  readonly refreshTokens: Set<string>;
  /** Back to the seed (between tests). */
  reset(): void;
}

export interface MockStoreOptions {
  /** Extra or replacement tables merged over the seed. */
  tables?: Record<string, MockRow[]>;
}

export function createMockStore(options: MockStoreOptions = {}): MockStore {
  let tables: Record<string, MockRow[]> = {};
  let sequence = 0;
  const captchas = new Map<string, string>();
  const refreshTokens = new Set<string>();

  function reset() {
    tables = { ...createSeed(), ...structuredClone(options.tables ?? {}) };
    sequence = 0;
    captchas.clear();
    refreshTokens.clear();
  }
  reset();

  const store: MockStore = {
    get tables() {
      return tables;
    },
    table(name) {
      tables[name] ??= [];
      return tables[name];
    },
    find: (name, id) => store.table(name).find((row) => row.id === id),
    submit(name, entity) {
      const rows = store.table(name);
      const id = typeof entity.id === 'string' || typeof entity.id === 'number' ? String(entity.id) : '';
      const existing = id ? rows.find((row) => row.id === id) : undefined;
      if (existing) {
        // As the server: a stale update is refused (409), one without a version is accepted.
        checkVersion(name, existing, entity[VERSION_FIELD], (userId) => store.find('user', userId));
        const updateTime = nextMockVersion(existing[VERSION_FIELD]);
        Object.assign(existing, entity, { id, updateUser: ADMIN_ID, updateTime });
        return existing;
      }
      const row: MockRow = {
        createUser: ADMIN_ID,
        createDept: ROOT_DEPT_ID,
        createTime: now(),
        updateUser: ADMIN_ID,
        updateTime: now(),
        status: 1,
        isDeleted: 0,
        ...entity,
        id: id || store.nextId(),
      };
      rows.push(row);
      return row;
    },
    claim(name, ids, versions = {}) {
      const rows = store.table(name).filter((row) => ids.includes(row.id));
      const people = (userId: string) => store.find('user', userId);
      for (const row of rows) checkVersion(name, row, versions[row.id], people);
      for (const row of rows)
        Object.assign(row, { updateUser: ADMIN_ID, updateTime: nextMockVersion(row.updateTime) });
      return rows;
    },
    remove(name, ids) {
      const rows = store.table(name);
      const drop = new Set(ids);
      const kept = rows.filter((row) => !drop.has(row.id));
      tables[name] = kept;
      return rows.length - kept.length;
    },
    nextId() {
      sequence += 1;
      // Snowflake-like: 19 digits, as strings (blade-api.md §2).
      return `19${String(Date.now()).slice(-10)}${String(sequence).padStart(7, '0')}`;
    },
    captchas,
    refreshTokens,
    reset,
  };
  return store;
}
