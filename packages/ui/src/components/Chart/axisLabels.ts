/**
 * The category axis's labels at the chart's width (issue 39: English labels under a phone's bars
 * ran into each other). Side by side while each fits its bar's slot; turned 45° and cut short with
 * an ellipsis when they do not, and thinned out (every other, …) when even turned they would touch.
 */

/** The axis labels' font size (ECharts' default), from which their widths are estimated. */
const FONT_PX = 12;
/** Room between two labels, and a turned label's height along the axis. */
const GAP_PX = 8;
const LINE_PX = 16;
/** The longest a turned label may run (the grid keeps the rest of the height for the bars). */
export const TURNED_MAX_PX = 72;

/** A label's width estimated without a canvas: wide (CJK) characters a full em, others about 0.6. */
export function labelWidth(label: string): number {
  let em = 0;
  for (const ch of label) em += /[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.6;
  return em * FONT_PX;
}

export interface AxisLabelLayout {
  rotate: number;
  /** Show every `interval + 1`-th label (0: every label). */
  interval: number;
  /** Set when turned: the labels are cut to this width with an ellipsis. */
  width?: number;
  overflow?: 'truncate';
}

/** How the labels of `labels` sit under a plot `width` pixels wide. */
export function axisLabelLayout(labels: readonly string[], width: number): AxisLabelLayout {
  if (!labels.length || !Number.isFinite(width)) return { rotate: 0, interval: 0 };
  const slot = width / labels.length;
  const longest = Math.max(...labels.map(labelWidth));
  if (longest + GAP_PX <= slot) return { rotate: 0, interval: 0 };
  // Turned 45°, a label takes about its line height / sin 45° along the axis.
  const along = LINE_PX * Math.SQRT2;
  const interval = Math.max(0, Math.ceil(along / slot) - 1);
  return { rotate: 45, interval, width: Math.min(longest, TURNED_MAX_PX), overflow: 'truncate' };
}
