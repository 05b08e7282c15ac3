import { type GrantDialog, message } from '@blade-console/ui';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a grant dialog hands its `onSubmit`: the checked and half-checked keys of each section. */
type GrantChoice = Parameters<ComponentProps<typeof GrantDialog>['onSubmit']>[0];

/**
 * The grant dialog of a table's selected rows (roles, top menus): opening warns when nothing is
 * selected, otherwise opens at once and loads what the dialog shows (the trees and the keys
 * already granted); a failed load closes it again (the SDK's toast has said why).
 */
export function useGrantDialog<T>(ids: readonly string[], load: (ids: string[]) => Promise<T>, initial: T) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [data, setData] = useState<T>(initial);

  const openGrant = async () => {
    if (!ids.length) {
      message.warning(t('sys.selectOne'));
      return;
    }
    setOpen(true);
    setLoading(true);
    try {
      setData(await load([...ids]));
    } catch {
      setOpen(false);
    } finally {
      setLoading(false);
    }
  };

  /** What every grant dialog takes from this state: spread into `GrantDialog`. */
  const dialogProps = { open, onOpenChange: setOpen, loading, filterPlaceholder: t('sys.filter') };
  /** Saves, then says so (a failure keeps the dialog open; the SDK's toast said why). */
  const saved = (save: (selection: GrantChoice) => Promise<unknown>) => async (selection: GrantChoice) => {
    await save(selection);
    message.success(t('sys.success'));
  };

  return { open, setOpen, loading, data, openGrant, dialogProps, saved };
}
