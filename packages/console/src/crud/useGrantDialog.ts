import { message } from '@blade-console/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

  return { open, setOpen, loading, data, openGrant };
}
