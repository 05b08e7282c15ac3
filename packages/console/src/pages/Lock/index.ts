export { Lock } from './Lock';
