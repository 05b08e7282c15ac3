import { vars } from '@blade-console/ui';

export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 320;
const HEIGHT = 200;
const AXIS = 42;
const TOP = 20;

/**
 * A small SVG bar chart: no charting library, so the dashboard chunk stays a few KB. The figures
 * are also in the accessible table beside it (`aria-hidden` here).
 */
export function BarChart({ bars }: { bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.min(56, slot * 0.55);
  const scale = (HEIGHT - AXIS - TOP) / max;
  // Long labels (English) would touch: put every other one on a second line.
  const stagger = bars.some((bar) => bar.label.length * 6.5 > slot);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="presentation"
      aria-hidden="true"
      style={{ display: 'block', maxHeight: HEIGHT, fontFamily: 'inherit' }}
    >
      <line
        x1={0}
        x2={WIDTH}
        y1={HEIGHT - AXIS}
        y2={HEIGHT - AXIS}
        stroke={vars.color.border}
        strokeWidth={1}
      />
      {bars.map((bar, index) => {
        const height = Math.max(bar.value ? 2 : 0, bar.value * scale);
        const x = index * slot + (slot - barWidth) / 2;
        const y = HEIGHT - AXIS - height;
        return (
          <g key={bar.label}>
            <rect x={x} y={y} width={barWidth} height={height} rx={3} fill={vars.color.accent} />
            <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" fontSize={13} fill={vars.color.text}>
              {bar.value}
            </text>
            <text
              x={index * slot + slot / 2}
              y={HEIGHT - AXIS + 16 + (stagger && index % 2 ? 14 : 0)}
              textAnchor="middle"
              fontSize={11}
              fill={vars.color.textMuted}
            >
              {bar.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
