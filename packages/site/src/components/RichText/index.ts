export { RichText } from './RichText';
