import { addUiStrings } from '../../i18n/locale';

/** The chart's strings, added to namespace `ui` with the chart (off the bundled strings of /login). */
export const chartStrings = {
  zh: {
    chart: {
      loading: '正在加载图表',
      failed: '图表加载失败',
      empty: '暂无数据',
    },
  },
  en: {
    chart: {
      loading: 'Loading the chart',
      failed: 'The chart could not be loaded',
      empty: 'No data',
    },
  },
};

let registered = false;

/** Adds the strings once (called where they are first needed). */
export function registerChartStrings(): void {
  if (registered) return;
  registered = true;
  addUiStrings('zh', chartStrings.zh);
  addUiStrings('en', chartStrings.en);
}
