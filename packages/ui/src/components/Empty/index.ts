export { Empty, EmptyImage, type EmptyProps } from './Empty';
