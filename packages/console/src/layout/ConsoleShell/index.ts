export { ConsoleShell } from './ConsoleShell';
