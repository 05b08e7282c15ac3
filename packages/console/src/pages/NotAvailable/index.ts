export { NotAvailable } from './NotAvailable';
