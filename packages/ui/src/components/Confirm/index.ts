export { Confirm, type ConfirmOptions, type ConfirmProps, type ConfirmTone, confirm } from './Confirm';
