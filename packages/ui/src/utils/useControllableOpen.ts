import { useCallback, useState } from 'react';

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
