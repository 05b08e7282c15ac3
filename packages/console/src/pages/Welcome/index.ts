export { Welcome } from './Welcome';
