import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only what Chart draws: three chart types, their axes, tooltip and legend, the SVG renderer
// (crisp at any zoom, lighter than canvas). `echarts/core` keeps the rest out of the bundle.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export const { init } = echarts;
export type ChartInstance = ReturnType<typeof echarts.init>;
