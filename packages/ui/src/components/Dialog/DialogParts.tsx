import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { X } from '../../icons';
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
import type { DialogProps } from './Dialog.types';
import { useDialogHost } from './DialogHost';

/** What the dialog shows, with its state from `Dialog` (which keeps the trigger). */
export interface DialogPartsProps
  extends Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id the trigger's `aria-controls` names. */
  contentId: string;
  /** Where focus returns when the dialog closes (the trigger, when there is one). */
  triggerRef: RefObject<HTMLElement | null>;
}

/**
 * The dialog itself, on Radix (focus trap, Esc, scroll lock, aria): a chunk of its own, about 11 KB
 * gzip, that `Dialog` loads when the browser is idle after a page with a dialog renders, or at once
 * when one opens first.
 */
export function DialogParts(props: DialogPartsProps) {
  const { t } = useUiTranslation('ui');
  const {
    width = 600,
    closeOnOverlayClick = true,
    closeOnEscape = true,
    description,
    footer,
    triggerRef,
  } = props;
  // In a `DialogHost` (Storybook's "All themes"): in its element, not modal, open until a button closes it.
  const host = useDialogHost();
  if (host === null) return null;
  const hosted = host !== undefined;
  const keep = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange} modal={!hosted}>
      <RadixDialog.Portal container={host}>
        <Overlay />
        <Content
          id={props.contentId}
          $width={typeof width === 'number' ? `${width}px` : width}
          $fullscreen={width === 'fullscreen'}
          $hosted={hosted}
          // Without a description, say so explicitly (Radix warns about a missing one otherwise).
          {...(description == null ? { 'aria-describedby': undefined } : {})}
          onPointerDownOutside={closeOnOverlayClick ? undefined : keep}
          onEscapeKeyDown={closeOnEscape && !hosted ? undefined : keep}
          {...(hosted ? { onInteractOutside: keep, onOpenAutoFocus: keep } : {})}
          // What Radix's own trigger does: focus back to it (the trigger is ours, outside this chunk).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <Header>
            <Titles>
              <Title>{props.title}</Title>
              {description != null ? <Description>{description}</Description> : null}
            </Titles>
            <RadixDialog.Close asChild>
              <CloseButton type="button" aria-label={t('common.close')}>
                <X aria-hidden="true" />
              </CloseButton>
            </RadixDialog.Close>
          </Header>
          <Body>{props.children}</Body>
          {footer != null ? <Footer>{footer}</Footer> : null}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
