export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  DialogCloseButton,
  type DialogCloseProps,
  type DialogProps,
  type DialogWidth,
} from './Dialog';
