import { useCallback, useState } from 'react';

/**
 * The open state of a popup a person opens (a dialog, a popover): held by the parent (`open`, and
 * `onOpenChange` hears every open and close) or by the popup itself from `defaultOpen`.
 */
export interface OpenStateProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Whether a dialog is open, for a parent that controls it (`open` with `onOpenChange`) or leaves it
 * to the dialog (`defaultOpen`): the parent's value wins when given, and every change is reported.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [isOpen: boolean, setOpen: (next: boolean) => void] {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      if (open === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, onOpenChange],
  );
  return [open ?? ownOpen, setOpen];
}
