export { ErrorRoute } from './ErrorRoute';
