import { describe, expect, it } from 'vitest';
import { type ChartPalette, chartOption, PALETTE_VARIABLES } from './chartOptions';

// biome-ignore lint/suspicious/noExplicitAny: the test reads into ECharts' loose option shape.
type Option = Record<string, any>;

const palette: ChartPalette = {
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
