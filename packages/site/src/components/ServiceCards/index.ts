export { ServiceCards } from './ServiceCards';
