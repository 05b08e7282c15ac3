import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import type { QueryResult, Request } from './pglite-protocol';
import { PreparedStatements } from './pglite-statements';

const keepAsText = (value: string) => value;

/**
 * Answers the requests of pglite-protocol.ts on one PGlite: the worker thread's side. PGlite has
 * one connection, so a transaction is exclusive: while one is open, statements from outside it
 * (and other BEGINs) wait until it commits or rolls back, as they would on PGlite's own
 * `transaction`. Statements of the open transaction carry its id.
 */
export class PgliteHost {
  private readonly statements: PreparedStatements;
  private openTx: number | undefined;
  /** Settles when the open transaction ends. */
  private txEnded: Promise<void> = Promise.resolve();
  private endTx: () => void = () => undefined;
  private txCount = 0;
  /** All parsers for a set of kept-as-text type ids (Drizzle always sends the same few). */
  private readonly parsersFor = new Map<string, QueryOptions['parsers']>();

  constructor(private readonly pg: PGlite) {
    this.statements = new PreparedStatements(pg);
  }

  async handle(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        await this.turn(request.tx);
        const options: QueryOptions = { rowMode: request.rowMode, parsers: this.parsers(request.keepText) };
        const { rows, fields, affectedRows, rowCount, command } = (await this.statements.query(
          request.sql,
          request.params,
          options,
        )) as QueryResult;
        return { rows, fields, affectedRows, rowCount, command } satisfies QueryResult;
      }
      case 'exec': {
        await this.turn(request.tx);
        return (await this.statements.exec(request.sql)).map(
          ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }) satisfies QueryResult,
        );
      }
      case 'begin':
        return this.begin();
      case 'commit':
      case 'rollback':
        return this.end(request.tx, request.op);
      case 'close':
        if (!this.pg.closed) await this.pg.close();
        return undefined;
    }
  }

  /** Waits until the statement may run: at once inside its transaction, else when none is open. */
  private async turn(tx: number | undefined): Promise<void> {
    if (tx !== undefined) {
      if (tx !== this.openTx) throw new Error('Transaction is closed');
      return;
    }
    while (this.openTx !== undefined) await this.txEnded;
  }

  private async begin(): Promise<number> {
    while (this.openTx !== undefined) await this.txEnded;
    // Claimed before BEGIN runs, so nothing from outside slips in between.
    const tx = ++this.txCount;
    this.openTx = tx;
    this.txEnded = new Promise((resolve) => {
      this.endTx = resolve;
    });
    try {
      await this.pg.exec('BEGIN');
    } catch (error) {
      this.release();
      throw error;
    }
    return tx;
  }

  private async end(tx: number, op: 'commit' | 'rollback'): Promise<void> {
    if (tx !== this.openTx) throw new Error('Transaction is closed');
    try {
      const [result] = await this.pg.exec(op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      // COMMIT of a transaction a failed statement aborted rolls back: the caller must hear of it.
      if (op === 'commit' && result?.command === 'ROLLBACK') {
        throw Object.assign(new Error('Transaction aborted'), { code: '25P02' });
      }
    } finally {
      this.release();
    }
  }

  private release(): void {
    this.openTx = undefined;
    this.endTx();
  }

  /**
   * PGlite's parsers with Drizzle's kept-as-text types over them, merged once per set: PGlite merges
   * a query's parsers into its ~200 defaults on every call otherwise (~10 % of this thread's time).
   */
  private parsers(keepText: number[]): QueryOptions['parsers'] {
    const key = keepText.join(',');
    let parsers = this.parsersFor.get(key);
    if (!parsers) {
      parsers = { ...this.pg.parsers, ...Object.fromEntries(keepText.map((type) => [type, keepAsText])) };
      this.parsersFor.set(key, parsers);
    }
    return parsers;
  }
}
