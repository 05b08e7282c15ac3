export { ReportView, type ReportViewProps } from './ReportView';
