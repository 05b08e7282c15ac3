import { describe, expect, it } from 'vitest';
import { BATCH_CHARS, BATCH_ROWS, PendingRows } from '../src/logs/pending-rows';

const row = (chars: number) => 'r'.repeat(chars);

describe('rows waiting for the log recorder (pending-rows.ts)', () => {
  it('says a batch is full once, when its text reaches BATCH_CHARS', () => {
    const pending = new PendingRows();
    const full: boolean[] = [];
    for (let i = 0; i < 10; i++) full.push(pending.push(row(BATCH_CHARS / 4 - 1)));
    // With its comma each row is a quarter of the budget: the 4th fills the batch, and the rows
    // after it wait for the write that batch starts (which takes them all).
    expect(full.map((f, i) => (f ? i + 1 : 0)).filter(Boolean)).toEqual([4]);
    expect(pending.length).toBe(10);
  });

  it('says a batch of small rows is full at BATCH_ROWS', () => {
    const pending = new PendingRows();
    let fullAt = 0;
    for (let i = 1; i <= BATCH_ROWS + 5; i++) if (pending.push(row(10))) fullAt ||= i;
    expect(fullAt).toBe(BATCH_ROWS);
  });

  it('takes every row in order, cut into batches within BATCH_CHARS and BATCH_ROWS, and is empty after', () => {
    const pending = new PendingRows();
    const sizes = [BATCH_CHARS / 2 - 1, BATCH_CHARS / 2 - 1, 1, BATCH_CHARS + 5, 7];
    for (const [i, size] of sizes.entries()) pending.push(`${i}`.padEnd(size, '.'));
    const batches = pending.takeBatches();
    // A row over the budget on its own still goes, alone: it is never split or lost.
    expect(batches.map((batch) => batch.map((text) => text[0]))).toEqual([['0', '1'], ['2'], ['3'], ['4']]);
    expect(pending.length).toBe(0);
    expect(pending.takeBatches()).toEqual([]);

    for (let i = 0; i < BATCH_ROWS * 2 + 1; i++) pending.push('s');
    expect(pending.takeBatches().map((batch) => batch.length)).toEqual([BATCH_ROWS, BATCH_ROWS, 1]);
  });

  it('with fullOnly, takes the full batches and keeps the unfilled one waiting, its size known', () => {
    const pending = new PendingRows();
    for (let i = 0; i < BATCH_ROWS + 3; i++) pending.push(`${i}`);
    expect(pending.takeBatches({ fullOnly: true }).map((batch) => batch.length)).toEqual([BATCH_ROWS]);
    expect(pending.length).toBe(3);
    expect(pending.takeBatches({ fullOnly: true })).toEqual([]);
    // The 3 kept rows still count towards the next batch: it is full BATCH_ROWS − 3 rows later.
    let fullAt = 0;
    for (let i = 1; i <= BATCH_ROWS; i++) if (pending.push('n')) fullAt ||= i;
    expect(fullAt).toBe(BATCH_ROWS - 3);
    expect(pending.takeBatches().flat().slice(0, 3)).toEqual([
      `${BATCH_ROWS}`,
      `${BATCH_ROWS + 1}`,
      `${BATCH_ROWS + 2}`,
    ]);
  });
});
