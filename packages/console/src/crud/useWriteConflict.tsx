import { ConflictDialog, type CrudColumn, type CrudConflict, conflictFields } from '@blade-console/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictOf } from './useCrudPage';

type Row = Record<string, unknown>;

/** One write of a record, made with a version: the first with the loaded one. */
export interface VersionedWrite {
  /** Saves with `version` (the row's `updateTime`, none when unknown); rejects as the SDK does. */
  write: (version: string | undefined) => Promise<unknown>;
  /** The version the row was loaded with. */
  version: string | undefined;
  /** What the write sets (`{ orderStatus: 2 }`), shown over the stored record in the dialog. */
  change: Row;
  /** What follows a write that went through (a toast), the first time or after "keep mine". */
  done: () => void;
}

export interface WriteConflict {
  /**
   * Makes the write. A refusal as stale opens the conflict dialog and resolves (the refusal is
   * handled); any other error rejects, for the caller's usual handling.
   */
  attempt: (write: VersionedWrite) => Promise<void>;
  /** The conflict dialog while one is open (render it anywhere on the page). */
  dialog: ReactNode;
}

/**
 * A write no form makes (a row action such as an order's status move) that the server refused
 * because someone else saved the record first (409, issue 25): the same dialog as the edit forms',
 * the stored values beside what the write would make of them. "Reload" drops the write; "keep
 * mine" makes it again over the stored version. Either way the page shows the stored rows again
 * (`refresh`).
 */
export function useWriteConflict<T>(columns: readonly CrudColumn<T>[], refresh: () => void): WriteConflict {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<{ conflict: CrudConflict; write: VersionedWrite } | null>(null);

  const attempt = useCallback(async (write: VersionedWrite) => {
    try {
      await write.write(write.version);
    } catch (error) {
      const conflict = conflictOf(error);
      if (!conflict) throw error;
      setRefused({ conflict, write });
      return;
    }
    write.done();
  }, []);

  const dialog = refused ? (
    <ConflictDialog
      open
      onOpenChange={(open) => !open && setRefused(null)}
      changedBy={refused.conflict.changedBy}
      changedAt={refused.conflict.changedAt}
      fields={conflictFields(
        columns,
        refused.conflict.current,
        { ...refused.conflict.current, ...refused.write.change },
        (column) => t(column.label),
        { yes: t('ui:crud.yes'), no: t('ui:crud.no') },
      )}
      onReload={() => {
        setRefused(null);
        refresh();
      }}
      onOverwrite={async () => {
        // A rejection (another refusal, a move no longer allowed) keeps the dialog open.
        const stored = refused.conflict.current.updateTime;
        await refused.write.write(typeof stored === 'string' ? stored : undefined);
        setRefused(null);
        refused.write.done();
        refresh();
      }}
    />
  ) : null;

  return { attempt, dialog };
}
