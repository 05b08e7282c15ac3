import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useUiTranslation } from '../../i18n/uiStrings';
import { CircleAlert, Info, TriangleAlert } from '../../icons';
import { Button } from '../Button';
import { Dialog, DialogCloseButton, type OpenStateProps } from '../Dialog';
import { Body } from './Confirm.styles';

export type ConfirmTone = 'warning' | 'danger' | 'info';

export interface ConfirmOptions {
  /** Defaults to the translated "Confirm". */
  title?: ReactNode;
  content: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Icon and OK button colour: `danger` for destructive actions (default `warning`). */
  tone?: ConfirmTone;
  /**
   * Runs when OK is chosen; while its promise is pending the OK button shows a spinner. If it
   * rejects, the dialog stays open (the caller reports the error).
   */
  onOk?: () => void | Promise<void>;
  width?: number;
}

export interface ConfirmProps extends ConfirmOptions, OpenStateProps {
  /** Called when the dialog is dismissed (Cancel, the close button, Esc, the backdrop). */
  onCancel?: () => void;
  /** Element that opens the dialog. */
  trigger?: ReactNode;
}

const icons: Record<ConfirmTone, ReactNode> = {
  warning: <TriangleAlert aria-hidden="true" />,
  danger: <CircleAlert aria-hidden="true" />,
  info: <Info aria-hidden="true" />,
};

/** An OK/Cancel question on top of `Dialog` (e.g. "Delete the selected data?"). */
export function Confirm({
  title,
  content,
  okText,
  cancelText,
  tone = 'warning',
  onOk,
  onCancel,
  width = 420,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: ConfirmProps) {
  const { t } = useUiTranslation('ui');
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? innerOpen;
  const [busy, setBusy] = useState(false);

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const ok = async () => {
    setBusy(true);
    try {
      await onOk?.();
      setOpen(false);
    } catch {
      // Stay open: the caller shows why it failed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
      title={title ?? t('confirm.title')}
      width={width}
      trigger={trigger}
      closeOnOverlayClick={!busy}
      footer={
        <>
          <DialogCloseButton disabled={busy}>{cancelText ?? t('confirm.cancel')}</DialogCloseButton>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={ok}>
            {okText ?? t('confirm.ok')}
          </Button>
        </>
      }
    >
      <Body data-tone={tone}>
        {icons[tone]}
        <div>{content}</div>
      </Body>
    </Dialog>
  );
}

/**
 * Asks an OK/Cancel question from anywhere (no hook, no provider) and resolves to true for OK,
 * false for Cancel/Esc/close. It mounts its own small React root on `document.body`.
 *
 * ```ts
 * if (await confirm({ content: t('crud.deleteConfirm'), tone: 'danger' })) await remove(ids);
 * ```
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.setAttribute('data-bc-confirm', '');
    document.body.appendChild(host);
    const root = createRoot(host);
    let settled = false;
    const finish = (result: boolean) => {
      if (settled) return;
      settled = true;
      resolve(result);
      // Let the dialog close and hand focus back before the root goes away.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    root.render(
      <Confirm
        {...options}
        defaultOpen
        onOk={async () => {
          await options.onOk?.();
          finish(true);
        }}
        onCancel={() => finish(false)}
      />,
    );
  });
}
