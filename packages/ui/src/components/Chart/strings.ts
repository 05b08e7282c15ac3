import { addStringsOnce } from '../../i18n/addStringsOnce';

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

/** Adds the strings once (called where they are first needed). */
export const registerChartStrings = addStringsOnce(chartStrings);
