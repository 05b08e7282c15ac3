export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  DialogCloseButton,
  type DialogCloseProps,
  type DialogOpenProps,
  type DialogProps,
  type DialogWidth,
  type OpenStateProps,
} from './Dialog';
