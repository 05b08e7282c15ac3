export type { ErrorCode } from './ErrorIllustration';
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
