export { type PageHost, PageHostContext, usePageHost, useUnsavedChanges } from './PageHost';
