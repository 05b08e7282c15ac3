export { About } from './About';
