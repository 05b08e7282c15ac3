import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import {
  Body,
  CloseButton,
  Content,
  Description,
  Footer,
  Header,
  Overlay,
  Title,
  Titles,
} from './Dialog.styles';

/** Widths used by the product (SPEC §9): 600 tenant package, 880 dictionary, 70% flow chart. */
export type DialogWidth = 600 | 880 | '70%' | 'fullscreen' | number | string;

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Default 600. A number is pixels; `'fullscreen'` fills the viewport. */
  width?: DialogWidth;
  footer?: ReactNode;
  /** Element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Clicking the backdrop closes the dialog (default true). */
  closeOnOverlayClick?: boolean;
  /**
   * Esc closes the dialog (default true). False for content that uses Esc itself (an editor that
   * cancels a drawing step with it), where losing the work to a stray key would be worse.
   */
  closeOnEscape?: boolean;
  children?: ReactNode;
}

/** A modal dialog: focus trapped inside, Esc closes, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  width = 600,
  footer,
  trigger,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  children,
}: DialogProps) {
  const { t } = useUiTranslation('ui');
  const fullscreen = width === 'fullscreen';
  const cssWidth = typeof width === 'number' ? `${width}px` : width;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger != null ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $width={cssWidth}
          $fullscreen={fullscreen}
          // Without a description, say so explicitly (Radix warns about a missing one otherwise).
          {...(description == null ? { 'aria-describedby': undefined } : {})}
          onPointerDownOutside={closeOnOverlayClick ? undefined : (event) => event.preventDefault()}
          onEscapeKeyDown={closeOnEscape ? undefined : (event) => event.preventDefault()}
        >
          <Header>
            <Titles>
              <Title>{title}</Title>
              {description != null ? <Description>{description}</Description> : null}
            </Titles>
            <RadixDialog.Close asChild>
              <CloseButton type="button" aria-label={t('common.close')}>
                <X aria-hidden="true" />
              </CloseButton>
            </RadixDialog.Close>
          </Header>
          <Body>{children}</Body>
          {footer != null ? <Footer>{footer}</Footer> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to close the dialog when it is clicked. */
export const DialogClose = RadixDialog.Close;

export interface DialogActionsProps {
  /** The primary button's text. */
  confirm: ReactNode;
  /** The id of the form the primary button submits (the form's own submit runs, Enter included). */
  form?: string;
  /** What the primary button does when it submits no form. */
  onConfirm?: () => void;
  confirmIcon?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
  /** The text of the button that closes the dialog (default 取消/Cancel); false leaves it out. */
  cancel?: ReactNode | false;
}

/** The usual footer: a button that closes the dialog, then the primary action. */
export function DialogActions({
  confirm,
  form,
  onConfirm,
  confirmIcon,
  loading,
  disabled,
  cancel,
}: DialogActionsProps) {
  const { t } = useUiTranslation('ui');
  return (
    <>
      {cancel === false ? null : (
        <DialogClose asChild>
          <Button>{cancel ?? t('common.cancel')}</Button>
        </DialogClose>
      )}
      <Button
        variant="primary"
        type={form ? 'submit' : 'button'}
        form={form}
        icon={confirmIcon}
        loading={loading}
        disabled={disabled}
        onClick={onConfirm}
      >
        {confirm}
      </Button>
    </>
  );
}
