import type { TFunction } from 'i18next';

/**
 * Tab labels are an i18n key (`console:menu.home`), a menu label (`console:route.param|参数管理`:
 * the key and the server's name as its fallback), or plain text (a `name` query).
 */
export function translateTabLabel(label: string, t: TFunction): string {
  const [key, fallback] = label.split('|');
  if (!key?.includes(':')) return label;
  return t(key, { defaultValue: fallback ?? key });
}
