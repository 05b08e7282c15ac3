import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextId, parseId, workerIdOf } from '../src/db/ids';

afterEach(() => vi.restoreAllMocks());

/** `count` ids with Date.now() answering `clock()` for each. */
function idsAt(count: number, clock: (index: number) => number): bigint[] {
  const now = vi.spyOn(Date, 'now');
  return Array.from({ length: count }, (_, index) => {
    now.mockReturnValue(clock(index));
    return nextId();
  });
}

function expectRising(ids: bigint[]) {
  for (let index = 1; index < ids.length; index++) expect(ids[index]).toBeGreaterThan(ids[index - 1]!);
}

describe('snowflake ids', () => {
  const start = Date.now() + 60_000;

  it('rise within one millisecond and carry this process’s worker id', () => {
    const ids = idsAt(100, () => start);
    expectRising(ids);
    expect(new Set(ids.map(workerIdOf)).size).toBe(1);
  });

  it('never repeat when the clock is set back (NTP, a test’s fake time)', () => {
    // An hour ahead, then back to the present: the ids after the step back still rise.
    const ids = idsAt(50, (index) => (index < 25 ? start + 3_600_000 : start));
    expectRising(ids);
  });

  it('go on to the next millisecond after 4096 in one, even when the clock is behind', () => {
    const ids = idsAt(5000, () => start + 7_200_000);
    expectRising(ids);
    const behind = idsAt(5000, () => start);
    expectRising([ids.at(-1)!, ...behind]);
  });

  it('are read back from their wire form', () => {
    const id = nextId();
    expect(parseId(String(id))).toBe(id);
    expect(parseId('-1')).toBeUndefined();
  });
});
