import { createContext, type ReactNode, useContext } from 'react';

/**
 * No host (`undefined`): dialogs are modal over the page, portalled to `<body>`. A host: they render
 * into its element, or, while that element is not mounted yet (`null`), nowhere.
 */
const DialogHostContext = createContext<HTMLElement | null | undefined>(undefined);

export interface DialogHostProps {
  /** The element the dialogs below render into (a Radix portal container). */
  container: HTMLElement | null;
  children?: ReactNode;
}

/**
 * Shows the dialogs below inside `container`, in the page's flow, instead of over the page: for
 * Storybook's "All themes" view, which shows a dialog open in each theme's panel side by side. Not
 * part of the package's API (an app shows one modal dialog at a time over the page).
 *
 * A hosted dialog is not modal: eleven modal dialogs at once would each trap focus and hide the
 * others from assistive technology. It has no backdrop of its own (the host's element draws one),
 * locks no scrolling, takes no focus when it opens (which would scroll the page to the last panel),
 * and stays open when the pointer or focus goes elsewhere or Esc is pressed (another panel's dialog
 * is "outside"); its own buttons still close it.
 */
export function DialogHost({ container, children }: DialogHostProps) {
  return <DialogHostContext.Provider value={container}>{children}</DialogHostContext.Provider>;
}

/** The element a `DialogHost` above gives its dialogs (`null` while not mounted), or `undefined`. */
export function useDialogHost(): HTMLElement | null | undefined {
  return useContext(DialogHostContext);
}
