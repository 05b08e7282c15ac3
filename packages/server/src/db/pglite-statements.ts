import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements worth keeping prepared: the per-request reads and writes (not DDL, BEGIN, SET). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements that may change what a prepared statement returns: every kept one is dropped. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate|comment|reindex)\b/i;

interface Prepared {
  name: string;
  /** The parameters' type ids, as PostgreSQL inferred them (each value is serialised by its type). */
  paramTypes: number[];
  /** The statement's RowDescription, or none (an INSERT without RETURNING answers NoData). */
  rowDescription?: BackendMessage;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs statements on one PGlite, keeping each distinct DML text as a named prepared statement.
 * PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
 * PostgreSQL, parsing and planning the text every time; a kept statement is one call of Bind,
 * Execute and Sync. Measured on the param list's page query: ~400 → ~175 µs of CPU per query.
 * The texts are Drizzle's, with values as parameters, so a few hundred cover every route; the
 * least recently used beyond `limit` are closed.
 */
export class PreparedStatements {
  private readonly kept = new Map<string, Prepared>();
  private count = 0;

  constructor(
    private readonly pg: PGlite,
    private readonly limit = 500,
  ) {}

  /** One statement with parameters, as `PGlite.query` answers it; `options.parsers` replace PGlite's. */
  async query(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    if (SCHEMA_CHANGE.test(sql)) await this.forgetAll();
    if (!PREPARABLE.test(sql)) return this.pg.query(sql, params, options);
    return this.pg.runExclusive(async () => {
      const prepared = this.touch(sql) ?? (await this.prepare(sql));
      const values = params.map((value, i) => this.serializeParam(value, prepared.paramTypes[i]));
      const messages = await this.pg.execProtocolStream(
        concat([
          serialize.bind({ statement: prepared.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const described = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
      // `options.parsers` is the whole set (pglite-host.ts merges it once), not additions to merge.
      const parsers = (options.parsers as PGlite['parsers'] | undefined) ?? this.pg.parsers;
      return parse.parseResults(described, parsers, {
        rowMode: options.rowMode,
      })[0] as Results;
    });
  }

  /** Several statements in one simple-protocol string (no parameters): never kept. */
  async exec(sql: string): Promise<Results[]> {
    await this.forgetAll();
    return this.pg.exec(sql);
  }

  /** Inside `runExclusive`. Parse and Describe once; the answer's shape is kept with the name. */
  private async prepare(sql: string): Promise<Prepared> {
    const name = `blade_${++this.count}`;
    const messages = await this.pg.execProtocolStream(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find((m) => m.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const prepared: Prepared = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    this.kept.set(sql, prepared);
    if (this.kept.size > this.limit) {
      const [oldest] = this.kept.keys();
      const evicted = this.kept.get(oldest as string) as Prepared;
      this.kept.delete(oldest as string);
      await this.close([evicted]);
    }
    return prepared;
  }

  /** The kept statement of `sql`, now the most recently used (a Map keeps insertion order). */
  private touch(sql: string): Prepared | undefined {
    const prepared = this.kept.get(sql);
    if (prepared) {
      this.kept.delete(sql);
      this.kept.set(sql, prepared);
    }
    return prepared;
  }

  /** PGlite's own rule: the serialiser for the parameter's type, else the value's text. */
  private serializeParam(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  private async forgetAll(): Promise<void> {
    if (this.kept.size === 0) return;
    const all = [...this.kept.values()];
    this.kept.clear();
    await this.pg.runExclusive(() => this.close(all));
  }

  private async close(statements: Prepared[]): Promise<void> {
    const closes = statements.map(({ name }) => serialize.close({ type: 'S', name }));
    await this.pg.execProtocolStream(concat([...closes, serialize.sync()]), { syncToFs: false });
  }
}
