export { Info } from './Info';
