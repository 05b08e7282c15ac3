import type { RefObject } from 'react';

/**
 * How a select's popup (Select and TreeSelect) sits on its Radix Popover.Content: under the field,
 * aligned with its start, and only a box to assistive technology (Radix would make it a dialog; the
 * listbox or tree inside carries the semantics). A press on the field itself is not "outside": the
 * field toggles the popup, and closing first would reopen it at once.
 */
export function fieldPopupProps(field: RefObject<Element | null>) {
  return {
    role: 'presentation',
    align: 'start',
    sideOffset: 4,
    onInteractOutside: (event: { target: EventTarget | null; preventDefault(): void }) => {
      if (field.current?.contains(event.target as Node)) event.preventDefault();
    },
  } as const;
}
