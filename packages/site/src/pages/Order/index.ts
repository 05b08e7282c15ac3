export { Order } from './Order';
