import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The console's pages by menu path. The server's menu decides which of them a user may open
 * (`MenuGate`); each loads on demand. A page is a route plus configuration over ui's CrudTable.
 */
export const pageRegistry: Record<string, () => PageModule> = {
  '/system/param': () => import('./system/Param/Param'),
};
