export { ResourcePage, type ResourcePageProps } from './ResourcePage';
