export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  type DialogCloseProps,
  type DialogProps,
  type DialogWidth,
} from './Dialog';
