export { BrandMark } from './BrandMark';
