// `@blade-console/ui/charts`: Chart, drawn by ECharts, an optional peer dependency that an app
// without charts does not install (ECharts itself loads with a dynamic import when a chart renders).
export * from './components/Chart';
