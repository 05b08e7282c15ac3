export { Carousel, SLIDE_MS } from './Carousel';
