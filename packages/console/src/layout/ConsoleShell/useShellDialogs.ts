import { useState } from 'react';

export type ShellDialog = 'search' | 'lock' | 'theme' | 'errorLog';

/** Which of the shell's dialogs is open; one at a time. */
export function useShellDialogs() {
  const [open, setOpen] = useState<ShellDialog>();
  return {
    isOpen: (dialog: ShellDialog) => open === dialog,
    show: (dialog: ShellDialog) => setOpen(dialog),
    setOpen: (dialog: ShellDialog) => (value: boolean) => setOpen(value ? dialog : undefined),
  };
}
