export { LockScreen, type LockScreenProps } from './LockScreen';
