import { Dialog, DialogActions, type DialogActionsProps, type DialogProps } from '../Dialog';

export type FormDialogProps = Omit<DialogProps, 'footer' | 'closeOnOverlayClick'> & DialogActionsProps;

/**
 * A dialog holding work a person is doing (a form, a file to import, a drawing): the usual footer
 * (cancel, then the primary action, which submits `form` or runs `onConfirm`), and a click on the
 * backdrop does not close it, so a stray click never throws away what was typed or chosen. Esc, ✕
 * and cancel still close.
 */
export function FormDialog(props: FormDialogProps) {
  const { confirm, form, onConfirm, confirmIcon, loading, disabled, cancel, ...dialog } = props;
  const actions: DialogActionsProps = { confirm, form, onConfirm, confirmIcon, loading, disabled, cancel };
  return <Dialog {...dialog} closeOnOverlayClick={false} footer={<DialogActions {...actions} />} />;
}
