import { useState } from 'react';

/**
 * Dialog `name`'s controlled `open`/`onOpenChange` pair, where `open` names the one dialog open and
 * `setOpen` changes it. For a memoised part that gets `open` and `setOpen` as props (both stay the
 * same while nothing opens) and hands each of its dialogs its pair.
 */
export function oneOpenProps<Name extends string>(
  open: Name | undefined,
  setOpen: (name: Name | undefined) => void,
  name: Name,
) {
  return { open: open === name, onOpenChange: (value: boolean) => setOpen(value ? name : undefined) };
}

/**
 * Which one of several dialogs is open (opening one closes the other): a shell's search, lock,
 * theme and error-log dialogs. `props(name)` is that dialog's controlled `open`/`onOpenChange` pair;
 * `open` and `setOpen` (stable) are the state itself, for passing on to a memoised part.
 */
export function useOneOpen<Name extends string>() {
  const [open, setOpen] = useState<Name>();
  return {
    open,
    setOpen,
    show: (name: Name) => setOpen(name),
    props: (name: Name) => oneOpenProps(open, setOpen, name),
  };
}
