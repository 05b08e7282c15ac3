export { ConsoleFrame } from './ConsoleFrame';
