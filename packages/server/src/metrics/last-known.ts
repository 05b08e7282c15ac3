import { settleWithin } from '../db/answers';

/**
 * A figure read from the database, for a scrape that must answer whatever the database does: the
 * read is waited for at most the time given, and a late or failed one leaves the last value read
 * (0 before the first); `blade_database_up` says when that is so. One read at a time: while the
 * database hangs, a scrape waits again for the read already sent instead of sending another (each
 * would hold one of the pool's connections until the database answers).
 */
export class LastKnown {
  private value = 0;
  private reading: Promise<void> | undefined;

  constructor(private readonly read: () => Promise<number>) {}

  async within(ms: number): Promise<number> {
    this.reading ??= this.read()
      .then(
        (value) => {
          this.value = value;
        },
        () => undefined,
      )
      .finally(() => {
        this.reading = undefined;
      });
    await settleWithin(this.reading, ms);
    return this.value;
  }
}
