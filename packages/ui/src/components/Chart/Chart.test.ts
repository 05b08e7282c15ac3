import { describe, expect, it } from 'vitest';
import { labelWidth, TURNED_MAX_PX } from './axisLabels';
import { type ChartPalette, chartOption, PALETTE_VARIABLES } from './chartOptions';

// biome-ignore lint/suspicious/noExplicitAny: the test reads into ECharts' loose option shape.
type Option = Record<string, any>;

const palette: ChartPalette = {
  font: 'system-ui, sans-serif',
  text: 'rgb(1, 1, 1)',
  textMuted: 'rgb(2, 2, 2)',
  border: 'rgb(3, 3, 3)',
  surface: 'rgb(4, 4, 4)',
  series: ['rgb(5, 5, 5)', 'rgb(6, 6, 6)'],
};
const points = [
  { key: '1', label: '待受理', value: 3 },
  { key: '2', label: '运输中', value: 5 },
];

describe('chartOption', () => {
  it('draws bars over the labels, in the theme colours', () => {
    const option = chartOption('bar', points, palette) as unknown as Option;
    expect(option.xAxis.data).toEqual(['待受理', '运输中']);
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [3, 5] })]);
    expect(option.color).toEqual(palette.series);
    expect(option.xAxis.axisLabel.color).toBe(palette.textMuted);
    expect(option.tooltip.backgroundColor).toBe(palette.surface);
  });

  it('keeps the axis labels apart on a phone: side by side when they fit, else turned, cut and thinned', () => {
    const days = ['11-24', '11-25', '11-26', '11-27', '11-28', '11-29', '11-30'].map((label) => ({
      key: label,
      label,
      value: 1,
    }));
    const wide = (chartOption('bar', days, palette, 1000) as unknown as Option).xAxis.axisLabel;
    expect(wide).toMatchObject({ rotate: 0, interval: 0 });
    // English status names under seven bars on a 390 px phone (a plot of about 290 px).
    const statuses = [
      'Awaiting acceptance',
      'Accepted',
      'In transit',
      'Delivered',
      'Cancelled',
      'Returned',
      'Lost',
    ];
    const named = statuses.map((label) => ({ key: label, label, value: 1 }));
    const phone = (chartOption('bar', named, palette, 350) as unknown as Option).xAxis.axisLabel;
    expect(phone).toMatchObject({ rotate: 45, interval: 0, overflow: 'truncate', width: TURNED_MAX_PX });
    // Thirty days do not fit even turned: every other label or fewer.
    const month = Array.from({ length: 30 }, (_, i) => ({ key: `${i}`, label: `Day ${i + 1}`, value: 1 }));
    const crowded = (chartOption('bar', month, palette, 350) as unknown as Option).xAxis.axisLabel;
    expect(crowded.rotate).toBe(45);
    expect(crowded.interval).toBeGreaterThanOrEqual(1);
    // Each shown label then has room for its turned line.
    expect((286 / 30) * (crowded.interval + 1)).toBeGreaterThanOrEqual(16 * Math.SQRT2);
  });

  it('estimates Chinese labels a full em a character', () => {
    expect(labelWidth('运输中')).toBe(36);
    expect(labelWidth('Lost')).toBeCloseTo(28.8);
  });

  it('draws a line the same way', () => {
    const option = chartOption('line', points, palette) as unknown as Option;
    expect(option.series[0]).toMatchObject({ type: 'line', data: [3, 5] });
  });

  it('draws a pie of named slices with a legend and no axes', () => {
    const option = chartOption('pie', points, palette) as unknown as Option;
    expect(option.series[0]).toMatchObject({
      type: 'pie',
      data: [
        { name: '待受理', value: 3 },
        { name: '运输中', value: 5 },
      ],
    });
    expect(option.xAxis).toBeUndefined();
    expect(option.series[0].label.show).toBe(true);
    // On a phone the slices are named by the legend (and the table beside the chart).
    expect((chartOption('pie', points, palette, 320) as unknown as Option).series[0].label.show).toBe(false);
    expect(option.legend.textStyle.color).toBe(palette.text);
  });

  it('reads the theme variables of the design tokens', () => {
    expect(PALETTE_VARIABLES.text).toBe('--bc-color-text');
    expect(PALETTE_VARIABLES.textMuted).toBe('--bc-color-text-muted');
    expect(PALETTE_VARIABLES.series[0]).toBe('--bc-color-accent');
  });
});
