import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Spinner } from '../Spinner';
import { Canvas, Message, Root } from './Chart.styles';
import { type ChartKind, type ChartPoint, chartOption, readPalette } from './chartOptions';
import { registerChartStrings } from './strings';

export interface ChartProps {
  kind: ChartKind;
  points: readonly ChartPoint[];
  /** What the chart shows, for assistive technology (the figures belong in a table beside it). */
  label: string;
  /** CSS height (default 280px). */
  height?: string;
  className?: string;
  style?: CSSProperties;
}

type Core = typeof import('./echartsCore');
let core: Promise<Core> | undefined;
/** ECharts on first use only: the one dynamic import naming it, so pages without a chart skip it. */
function loadCore(): Promise<Core> {
  core ??= import('./echartsCore');
  // A failed download (offline, a deploy in between) may be retried by the next chart.
  core.catch(() => {
    core = undefined;
  });
  return core;
}

/**
 * A bar, line or pie chart of one series (ECharts 6, loaded lazily, SVG), drawn in the theme's
 * colours and redrawn when the theme or the size changes. It is a picture for the eye
 * (`role="img"` with the label); pages show the same figures as a table for everyone else.
 */
export function Chart({ kind, points, label, height = '280px', className, style }: ChartProps) {
  registerChartStrings();
  const { t } = useUiTranslation('ui');
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let chart: import('./echartsCore').ChartInstance | undefined;
    // The width decides whether a pie names its slices beside them (see `chartOption`).
    const draw = () =>
      chart?.setOption(chartOption(kind, points, readPalette(element), element.clientWidth), true);
    // Older engines (and test DOMs) may lack ResizeObserver: the chart then keeps its first size.
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            chart?.resize();
            draw();
          });
    // Themes and the accent colour are attributes and variables on <html>.
    const theme = new MutationObserver(draw);
    loadCore()
      .then(({ init }) => {
        if (disposed) return;
        chart = init(element, undefined, { renderer: 'svg' });
        draw();
        resize?.observe(element);
        theme.observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['data-theme', 'style', 'class'],
        });
        setStatus('ready');
      })
      .catch(() => {
        if (!disposed) setStatus('error');
      });
    return () => {
      disposed = true;
      resize?.disconnect();
      theme.disconnect();
      chart?.dispose();
    };
  }, [kind, points]);

  const empty = points.length === 0;
  return (
    <Root className={className} style={{ height, ...style }}>
      <Canvas ref={ref} role="img" aria-label={label} data-status={status} hidden={empty} />
      {empty ? <Message>{t('chart.empty')}</Message> : null}
      {!empty && status === 'loading' ? (
        <Message>
          <Spinner label={t('chart.loading')} />
        </Message>
      ) : null}
      {!empty && status === 'error' ? <Message role="alert">{t('chart.failed')}</Message> : null}
    </Root>
  );
}
