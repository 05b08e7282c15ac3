import type { AreaLike } from '@blade-console/blade-schema';
import type { HISTORY_ZH } from '../zh/history';

export const HISTORY_EN = {
  unknownResource: 'The resource {{resource}} keeps no history',
  badRecordId: '"{{value}}" is not the id of a {{label}}',
  notRestorable: 'Versions of the resource {{resource}} cannot be restored here',
  notFound: 'The history entry does not exist or was removed',
  restoreRemoved: 'A removal has no version to restore: choose a version from before it',
  restoreHashed:
    'This version cannot be restored: the earlier value of "{{label}}" was too long, so history kept only its fingerprint',
} as const satisfies AreaLike<typeof HISTORY_ZH>;
