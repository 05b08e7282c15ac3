export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  type DialogProps,
  type DialogWidth,
} from './Dialog';
