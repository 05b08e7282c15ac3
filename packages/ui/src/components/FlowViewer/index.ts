// Light code only: bpmn-js is imported dynamically inside FlowViewer when a chart is rendered.
export {
  FlowViewer,
  type FlowViewerHandle,
  type FlowViewerProps,
  type FlowViewerStatus,
} from './FlowViewer';
export { type FlowChartData, FlowViewerDialog, type FlowViewerDialogProps } from './FlowViewerDialog';
export { type FlowHistoryNode, type FlowMarks, markerClass, markHistory } from './markHistory';
