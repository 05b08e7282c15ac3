import type { ShellStrings } from '../zh';

/** Record history (issue 42): a row's history timeline and the restore of a version, English. */
export const history: Pick<ShellStrings, 'recordHistory'> = {
  recordHistory: {
    action: 'History',
    title: 'History',
    titleOf: 'History: {{name}}',
    operations: { create: 'Created', update: 'Changed', delete: 'Removed', restore: 'Restored' },
    restoredFrom: 'Restored the version of {{time}}',
    by: '{{who}} · {{time}}',
    someone: 'Unknown user',
    field: 'Field',
    before: 'Before',
    after: 'After',
    none: '(empty)',
    hashed: '(too long: only a fingerprint was kept)',
    unchanged: 'No field changed',
    empty: 'No history yet',
    restore: 'Restore this version',
    restoreConfirm:
      'Restore this record to its version of {{time}}? A restore is a change too, and history keeps it.',
    restored: 'The version was restored',
    more: 'Load more',
  },
};
