/** Pure option building behind Chart (tested without ECharts). */
import { type ColorToken, cssVarName } from '../../theme/tokens';
import { axisLabelLayout } from './axisLabels';

export type ChartKind = 'bar' | 'line' | 'pie';

export interface ChartPoint {
  /** Stable key of the point (a dictionary key, a date). */
  key: string;
  /** What a person reads under the bar or beside the slice. */
  label: string;
  value: number;
}

/** The theme's colours the chart is drawn in (read from the CSS variables at draw time). */
export interface ChartPalette {
  /**
   * The font family the chart sits in. ECharts measures text (legend items, label boxes) on a
   * canvas in the family it is given; 'inherit' is no canvas font, so Latin names were measured in
   * the canvas default and drawn (SVG, inheriting) in the page's font, wider.
   */
  font: string;
  text: string;
  textMuted: string;
  border: string;
  surface: string;
  series: string[];
}

const colour = (token: ColorToken) => cssVarName('color', token);

/** Theme variables read for each palette entry (see `theme/tokens.ts`). */
export const PALETTE_VARIABLES = {
  text: colour('text'),
  textMuted: colour('textMuted'),
  border: colour('border'),
  surface: colour('surface'),
  series: (['accent', 'success', 'warning', 'info', 'danger', 'accentActive'] as const).map(colour),
};

/** The palette of the theme in force on `element` (its nearest `data-theme`, or the page's). */
export function readPalette(element: Element): ChartPalette {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    font: style.fontFamily || 'sans-serif',
    text: read(PALETTE_VARIABLES.text, '#333'),
    textMuted: read(PALETTE_VARIABLES.textMuted, '#666'),
    border: read(PALETTE_VARIABLES.border, '#ddd'),
    surface: read(PALETTE_VARIABLES.surface, '#fff'),
    series: PALETTE_VARIABLES.series.map((name) => read(name, '#409eff')),
  };
}

/** Below this width (pixels) a pie drops its outside labels: the legend and the table name the slices. */
export const NARROW_CHART = 480;

/** The ECharts option of one series of points as a bar, line or pie chart. */
export function chartOption(
  kind: ChartKind,
  points: readonly ChartPoint[],
  palette: ChartPalette,
  width = Number.POSITIVE_INFINITY,
) {
  const text = { color: palette.text };
  const base = {
    animation: false,
    color: palette.series,
    textStyle: { color: palette.text, fontFamily: palette.font },
    tooltip: {
      trigger: kind === 'pie' ? 'item' : 'axis',
      backgroundColor: palette.surface,
      borderColor: palette.border,
      textStyle: text,
    },
  };
  if (kind === 'pie') {
    return {
      ...base,
      legend: { bottom: 0, type: 'scroll', textStyle: text, pageTextStyle: text },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          itemStyle: { borderColor: palette.surface, borderWidth: 2 },
          label: { show: width >= NARROW_CHART, color: palette.text, formatter: '{b}: {c}' },
          data: points.map((point) => ({ name: point.label, value: point.value })),
        },
      ],
    };
  }
  const axisLine = { lineStyle: { color: palette.border } };
  return {
    ...base,
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: points.map((point) => point.label),
      axisLine,
      // The plot is the chart less the grid's sides and the value axis's labels (about 40 px).
      axisLabel: {
        color: palette.textMuted,
        hideOverlap: true,
        ...axisLabelLayout(
          points.map((point) => point.label),
          width - 64,
        ),
      },
    },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: { color: palette.textMuted },
      splitLine: { lineStyle: { color: palette.border } },
    },
    series: [
      {
        type: kind,
        data: points.map((point) => point.value),
        ...(kind === 'bar' ? { barMaxWidth: 48 } : { symbolSize: 6, areaStyle: { opacity: 0.12 } }),
      },
    ],
  };
}
