import type { RowVersions } from '@blade-console/blade-client';
import { type CrudToolbarAction, type GrantDialog, message } from '@blade-console/ui';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadVersions, type Versioned } from './versions';

/** What a grant dialog hands its `onSubmit`: the checked and half-checked keys of each section. */
type GrantChoice = Parameters<ComponentProps<typeof GrantDialog>['onSubmit']>[0];

/**
 * The grant dialog of a table's selected rows (roles, top menus; the table, given `tableProps`,
 * reports its selection here and shows the button that opens it): opening warns when nothing is
 * selected, otherwise opens at once and loads what the dialog shows (`load`: the trees and the keys
 * already granted) together with the rows' versions (`detail` of each), so that the grant is refused
 * (409) for a row changed since; a failed load closes it again (the SDK's toast has said why).
 */
export function useGrantDialog<T>(
  load: (ids: string[]) => Promise<T>,
  detail: (id: string) => Promise<Versioned>,
  initial: T,
  /** The toolbar button that opens the dialog (also its title), and who may press it. */
  { label, permission }: { label: string; permission: string },
) {
  const { t } = useTranslation('console');
  const [selected, setSelected] = useState<readonly Versioned[]>([]);
  const ids = selected.map((row) => String(row.id));
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [data, setData] = useState<T & { versions: RowVersions }>({ ...initial, versions: {} });

  const openGrant = async () => {
    if (!ids.length) {
      message.warning(t('sys.selectOne'));
      return;
    }
    setOpen(true);
    setLoading(true);
    try {
      const [shown, versions] = await Promise.all([load(ids), loadVersions(ids, detail)]);
      setData({ ...shown, versions });
    } catch {
      setOpen(false);
    } finally {
      setLoading(false);
    }
  };

  // Whatever rows the table has: the button reads none of them (the dialog has the selection).
  const grantAction: CrudToolbarAction<unknown> = { key: 'grant', label, permission, onClick: openGrant };
  /**
   * What the table takes from this state: it reports its selection here and shows the grant button.
   * Spread into `CrudTable`.
   */
  const tableProps = { onSelectionChange: setSelected, toolbarActions: [grantAction] };
  /** What every grant dialog takes from this state: spread into `GrantDialog`. */
  const dialogProps = {
    open,
    onOpenChange: setOpen,
    loading,
    title: t(label),
    filterPlaceholder: t('sys.filter'),
  };
  /** Saves, then says so (a failure keeps the dialog open; the SDK's toast said why). */
  const saved = (save: (selection: GrantChoice) => Promise<unknown>) => async (selection: GrantChoice) => {
    await save(selection);
    message.success(t('sys.success'));
  };

  return { ids, data, openGrant, tableProps, dialogProps, saved };
}
