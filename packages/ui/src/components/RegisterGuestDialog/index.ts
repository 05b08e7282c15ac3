export { RegisterGuestDialog, type RegisterGuestDialogProps } from './RegisterGuestDialog';
export {
  checkRegistration,
  type RegisterGuestResult,
  type RegisterGuestValues,
  type RegistrationProblem,
} from './registration';
