import type { MenuItem } from '@blade-console/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Menu names come from the server in Chinese. In English a menu item is named by its `meta.i18n`
 * key, else its `code`, from the console's `route` strings; unknown ones keep the server's name.
 */
export function useMenuLabel(): (item: MenuItem) => string {
  const { t, i18n } = useTranslation('console');
  return useCallback(
    (item: MenuItem) => {
      const name = item.label || item.name || item.path;
      if (i18n.language === 'zh') return name;
      const key = item.meta?.i18n ?? item.code;
      return key ? t(`route.${key}`, { defaultValue: name }) : name;
    },
    [t, i18n.language],
  );
}
