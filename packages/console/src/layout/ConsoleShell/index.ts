export { ConsoleShell } from './ConsoleShell';
export { SignedInFrame } from './SignedInFrame';
