import { useState } from 'react';

/**
 * Which one of several dialogs is open (opening one closes the other): a shell's search, lock,
 * theme and error-log dialogs. `props(name)` is that dialog's controlled `open`/`onOpenChange` pair.
 */
export function useOneOpen<Name extends string>() {
  const [open, setOpen] = useState<Name>();
  return {
    show: (name: Name) => setOpen(name),
    props: (name: Name) => ({
      open: open === name,
      onOpenChange: (value: boolean) => setOpen(value ? name : undefined),
    }),
  };
}
