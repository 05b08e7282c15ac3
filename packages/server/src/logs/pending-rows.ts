/**
 * A batch is written once its rows' text reaches this many characters (or {@link BATCH_ROWS} rows).
 *
 * Why by size, and why this small: a batch travels as one string (json-insert.ts), and V8 puts a
 * string over ~128 KB in its large-object space, where the young generation's collections do not
 * free it — each batch's text, and the driver's copy of it, were promoted to the old generation.
 * Issue 43's paged list on PostgreSQL (20,000 requests, `--trace-gc-nvp`): batches of 500 rows
 * (~600 KB of two-byte text, the routes' Chinese titles) promoted 72–76 MB and took scavenges from
 * 3 to 16 ms; batches of 100 rows promoted 23 MB — as much as rows encoded and never stored — in a
 * third of the GC time (618 → 221 ms). 40,000 characters stay under 128 KB even as two-byte text.
 */
export const BATCH_CHARS = 40_000;
/** …and at most this many rows, whatever their size. */
export const BATCH_ROWS = 500;

/** Rows' JSON texts waiting to be written, with their length kept so a full batch is known at once. */
export class PendingRows {
  private rows: string[] = [];
  private chars = 0;

  get length(): number {
    return this.rows.length;
  }

  /** Adds a row; true when it completes a batch (the caller then writes without waiting for the timer). */
  push(text: string): boolean {
    const before = this.chars;
    this.rows.push(text);
    // Each row also brings the comma (or bracket) that joins it into the batch's array.
    this.chars += text.length + 1;
    return (
      (before < BATCH_CHARS && this.chars >= BATCH_CHARS) ||
      (this.rows.length === BATCH_ROWS && this.chars < BATCH_CHARS)
    );
  }

  /**
   * Takes the rows waiting, cut into batches of at most BATCH_ROWS rows whose array (`[row,row]`) is
   * at most BATCH_CHARS + 1 characters; a row longer than that goes alone. `fullOnly`: the last,
   * unfilled batch stays to be filled (a write a full batch starts then sends one statement, not a
   * second one for the few rows that came meanwhile).
   */
  takeBatches({ fullOnly = false } = {}): string[][] {
    const batches: string[][] = [];
    let batch: string[] = [];
    let chars = 0;
    for (const row of this.rows) {
      if (batch.length > 0 && (chars + row.length + 1 > BATCH_CHARS || batch.length === BATCH_ROWS)) {
        batches.push(batch);
        batch = [];
        chars = 0;
      }
      batch.push(row);
      chars += row.length + 1;
    }
    if (fullOnly && batch.length < BATCH_ROWS && chars < BATCH_CHARS) {
      this.rows = batch;
      this.chars = chars;
    } else {
      if (batch.length > 0) batches.push(batch);
      this.rows = [];
      this.chars = 0;
    }
    return batches;
  }
}
