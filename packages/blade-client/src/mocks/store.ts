import { type MockRow, now } from './respond';
import { ADMIN_ID, createSeed, ROOT_DEPT_ID } from './seed';

/** The in-memory database behind the MSW handlers: one array of rows per resource. */
export interface MockStore {
  readonly tables: Record<string, MockRow[]>;
  /** Rows of a table (created empty when unknown). */
  table(name: string): MockRow[];
  find(name: string, id: string): MockRow | undefined;
  /** Inserts (no id) or updates (id present) like Blade's `submit`; returns the stored row. */
  submit(name: string, entity: Record<string, unknown>): MockRow;
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
        Object.assign(existing, entity, { id, updateUser: ADMIN_ID, updateTime: now() });
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
