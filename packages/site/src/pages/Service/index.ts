export { Service } from './Service';
