export { CodePreview, type CodePreviewProps } from './CodePreview';
