import { Slot } from '@radix-ui/react-slot';
import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { TriangleAlert } from '../../icons';
import { useControllableOpen } from '../../utils/useControllableOpen';
import { Button, type ButtonProps } from '../Button';
import { Body } from '../Confirm/Confirm.styles';
import type { DialogProps } from './Dialog.types';
import type { DialogPartsProps } from './DialogParts';

export type { DialogOpenProps, DialogProps, DialogWidth, OpenStateProps } from './Dialog.types';

type Parts = (props: DialogPartsProps) => ReactNode;
let loadedParts: Parts | undefined;
let partsArriving: Promise<Parts> | undefined;

/**
 * Radix's dialog and the dialog's styles are a chunk of their own: a page that shows a dialog only
 * on demand (most do) does not load them at start. Loaded once, shared by every dialog; a component
 * whose own chunk renders a dialog (CrudTable's form) loads it beside that chunk. A load that failed
 * (the network dropped, or a deploy replaced the chunk) is forgotten, so the next open tries again.
 */
export function preloadDialog(): Promise<Parts> {
  partsArriving ??= import('./DialogParts').then(
    (module) => {
      loadedParts = module.DialogParts;
      return module.DialogParts;
    },
    (error: unknown) => {
      partsArriving = undefined;
      throw error;
    },
  );
  return partsArriving;
}

/**
 * The dialog's chunk: at once when `now`, else when the browser is idle, so a first open does not
 * wait. An open dialog whose chunk failed throws the failure while rendering, as a lazy component
 * does, so the nearest error boundary says so (a console offers a reload) instead of the click doing
 * nothing; a failed idle load is let go (the open will ask again).
 */
function useParts(now: boolean): Parts | undefined {
  const [parts, setParts] = useState(() => loadedParts);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (parts) return;
    let live = true;
    const load = () =>
      void preloadDialog().then(
        (loaded) => live && setParts(() => loaded),
        (error: unknown) => {
          if (live && now) setFailure({ error });
        },
      );
    if (now) load();
    const idle = now ? undefined : whenIdle(load);
    return () => {
      live = false;
      idle?.();
    };
  }, [parts, now]);
  if (failure && now && !loadedParts) throw failure.error;
  return parts ?? loadedParts;
}

/** Runs `task` when the browser is idle (soon, where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/** What `DialogClose` calls: the enclosing dialog's close. */
const CloseContext = createContext<() => void>(() => {});

/** A modal dialog: focus trapped inside, Esc closes, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  dirty = false,
  ...shown
}: DialogProps) {
  const [isOpen, setShownOpen] = useControllableOpen(open, defaultOpen, onOpenChange);
  // A person's close of a changed form waits for the discard question's answer.
  const [asking, setAsking] = useState(false);
  const setOpen = useCallback(
    (next: boolean) => {
      if (!next && dirty) setAsking(true);
      else setShownOpen(next);
    },
    [dirty, setShownOpen],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const Parts = useParts(isOpen);
  const contentId = useId();
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <CloseContext.Provider value={close}>
      {trigger != null ? (
        // Radix's trigger's wiring, kept here so that the trigger works before the chunk is in.
        <Slot
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? contentId : undefined}
          data-state={isOpen ? 'open' : 'closed'}
          onClick={(event: { defaultPrevented: boolean }) => {
            if (!event.defaultPrevented) setOpen(!isOpen);
          }}
        >
          {trigger}
        </Slot>
      ) : null}
      {Parts ? (
        <Parts
          {...shown}
          open={isOpen}
          onOpenChange={setOpen}
          contentId={contentId}
          triggerRef={triggerRef}
        />
      ) : null}
      {dirty ? (
        <DiscardPrompt
          open={asking && isOpen}
          onAnswer={(discard) => {
            setAsking(false);
            if (discard) setShownOpen(false);
          }}
        />
      ) : null}
    </CloseContext.Provider>
  );
}

export type DialogCloseProps = ComponentPropsWithRef<'button'> & {
  /** Render the one child (e.g. a `Button`) instead of a `<button>`, with the closing click added. */
  asChild?: boolean;
};

/** Wrap a footer button to close the dialog when it is clicked. */
export function DialogClose({ asChild, onClick, ...props }: DialogCloseProps) {
  const close = useContext(CloseContext);
  const Element = asChild ? Slot : 'button';
  return (
    <Element
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) close();
      }}
    />
  );
}

/** A plain button that closes the dialog (Cancel, Close): the footer's secondary action. */
export function DialogCloseButton(props: ButtonProps) {
  return (
    <DialogClose asChild>
      <Button {...props} />
    </DialogClose>
  );
}

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
      {cancel === false ? null : <DialogCloseButton>{cancel ?? t('common.cancel')}</DialogCloseButton>}
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

// In this module, not its own: it is a Dialog that every Dialog may open, and a module of its own
// would import Dialog while Dialog imports it (an import circle).
interface DiscardPromptProps {
  open: boolean;
  /** true: throw the changes away (the form closes); false: keep editing. */
  onAnswer: (discard: boolean) => void;
}

/**
 * "放弃修改？" over a changed form that a person tried to close. Keeping is the safe default: it is
 * the focused button's neighbour, and Esc, ✕ or the backdrop all keep the form open.
 */
function DiscardPrompt({ open, onAnswer }: DiscardPromptProps) {
  const { t } = useUiTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
      title={t('discard.title')}
      width={420}
      footer={
        <>
          <DialogCloseButton>{t('discard.cancel')}</DialogCloseButton>
          <Button variant="danger" onClick={() => onAnswer(true)}>
            {t('discard.ok')}
          </Button>
        </>
      }
    >
      <Body data-tone="warning">
        <TriangleAlert aria-hidden="true" />
        <div>{t('discard.content')}</div>
      </Body>
    </Dialog>
  );
}
