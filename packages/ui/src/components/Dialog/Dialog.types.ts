import type { ReactNode } from 'react';
import type { OpenStateProps } from '../../utils/useControllableOpen';

export type { OpenStateProps };

/** Widths used by the product (SPEC §9): 600 tenant package, 880 dictionary, 70% flow chart. */
export type DialogWidth = 600 | 880 | '70%' | 'fullscreen' | number | string;

/**
 * The two props of a dialog component that its parent opens and closes (LockDialog, a page's import
 * dialog…): the parent owns `open`, and hears every close (Esc, ✕, cancel, a done save) by `onOpenChange`.
 */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface DialogProps extends OpenStateProps {
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
  /**
   * The content holds changes not saved yet: Esc, ✕, the backdrop and a `DialogClose` (取消) then
   * ask "放弃修改？" first, and only a confirmed discard closes. Closing from code (after a save) does
   * not ask.
   */
  dirty?: boolean;
  children?: ReactNode;
}
