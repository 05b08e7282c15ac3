import type { ShellStrings } from '../zh';

/** What other people change while a page is open (issue 42, the event stream), English. */
export const live: Pick<ShellStrings, 'live'> = {
  live: {
    newRows_one: '{{count}} new row — show',
    newRows_other: '{{count}} new rows — show',
    savedWhileEditing:
      '{{name}} just saved this record. Saving now will ask which version to keep; close and reopen it to see their change.',
    removedWhileEditing: '{{name}} just deleted this record: saving will fail.',
    someone: 'Someone else',
  },
};
