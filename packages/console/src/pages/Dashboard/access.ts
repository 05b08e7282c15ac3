import type { Menu } from '@blade-console/blade-client';
import { cooperationMessageResource, orderResource } from '@blade-console/blade-schema';
import { findMenuByPath } from '../../menu/routing';

/** The pages the dashboard's panels count for and link to (the menu's paths, blade-schema's menus). */
export const PANEL_PAGES = {
  todo: '/work/todo',
  claim: '/work/claim',
  orders: orderResource.menu?.path ?? '/website/order',
  messages: cooperationMessageResource.menu?.path ?? '/website/cooperation',
  notices: '/desk/notice',
} as const;

export type Panel = keyof typeof PANEL_PAGES;

/** Panels whose lists the server keeps to administrators (anyone else gets 401, which signs out). */
const ADMINISTRATORS_ONLY: ReadonlySet<Panel> = new Set(['orders', 'messages']);

/**
 * Whether the user's roles (the token's CSV of aliases) may read the administrators' lists: the
 * server answers 401 to anyone else there, and a 401 signs the user out (SPEC §8).
 */
export function isAdministrator(roleNames: string | undefined): boolean {
  return (roleNames ?? '').split(',').some((alias) => alias === 'administrator' || alias === 'admin');
}

/**
 * The panels a user sees: those whose page is in the menu they are granted (a user without 订单管理
 * sees no order figures), and of the administrators' lists only when they are one.
 */
export function panelAccess(menu: readonly Menu[], roleNames: string | undefined): Record<Panel, boolean> {
  const admin = isAdministrator(roleNames);
  const entries = (Object.keys(PANEL_PAGES) as Panel[]).map((panel) => [
    panel,
    Boolean(findMenuByPath(menu, PANEL_PAGES[panel])) && (admin || !ADMINISTRATORS_ONLY.has(panel)),
  ]);
  return Object.fromEntries(entries) as Record<Panel, boolean>;
}
