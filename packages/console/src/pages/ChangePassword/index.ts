export { ChangePassword } from './ChangePassword';
