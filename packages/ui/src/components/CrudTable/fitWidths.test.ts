import { describe, expect, it } from 'vitest';
import { fitWidths } from './fitWidths';

const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);

describe('fitWidths', () => {
  it('draws every column at its size when they fit', () => {
    expect(fitWidths([{ size: 100, body: 60, min: 50 }, { size: 80 }], 300)).toEqual([100, 80]);
  });

  it('wraps a header before it cuts a value: "Module name" over 通知公告 beside "blade-demo"', () => {
    const moduleName = { size: 125, body: 82, min: 82 };
    const service = { size: 110, body: 110, min: 86 };
    const widths = fitWidths([moduleName, service], 200);
    expect(widths).toEqual([82, 110]);
  });

  it('puts back on one line the headers needing least room first', () => {
    const columns = [
      { size: 125, body: 82, min: 82 },
      { size: 114, body: 84, min: 84 },
      { size: 136, body: 132, min: 96 },
    ];
    // 298 of values, 38 px to spare: the 4 and the 30 px headers go back on one line, not the 43.
    expect(fitWidths(columns, 336)).toEqual([82, 114, 136]);
  });

  it('cuts the longest value first, down to a level, and keeps the shorter ones whole', () => {
    const title = { size: 317, body: 317, min: 64 };
    const category = { size: 133, body: 133, min: 90 };
    const status = { size: 92, body: 92, min: 92 };
    const widths = fitWidths([title, category, status], 400);
    expect(widths.slice(1)).toEqual([133, 92]);
    expect(widths[0]).toBe(175);
    // Two long values share the cut: both come down to the same level.
    const [a, b] = fitWidths([{ size: 300, min: 64 }, { size: 250, min: 64 }, status], 400);
    expect(a).toBe(b);
    expect(sum([a ?? 0, b ?? 0, 92])).toBeLessThanOrEqual(400);
  });

  it('keeps every column at its minimum and leaves the rest to the sideways scroll', () => {
    expect(
      fitWidths(
        [
          { size: 200, min: 120 },
          { size: 150, body: 100, min: 90 },
        ],
        180,
      ),
    ).toEqual([120, 90]);
  });

  it('never takes from a column without a minimum (a dragged width, the actions)', () => {
    const widths = fitWidths([{ size: 182 }, { size: 300, min: 64 }], 400);
    expect(widths).toEqual([182, 218]);
  });
});
