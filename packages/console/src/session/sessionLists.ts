import { storage } from './core';

/**
 * The lists a session leaves in storage (SPEC §9 names): the open tabs and the menus. The session
 * clears or forgets them through this module, so the sign-in page, which stores a session, does not
 * load the stores (zustand, ui's tab rules, the menu's SDK calls) that keep them in memory.
 */
export const sessionLists = {
  tabs: { shared: ['tagList', 'tag'], own: [] },
  // The button permissions are this tab's (session storage); the menus are the browser's.
  menu: { shared: ['menu', 'menuAll'], own: ['permission'] },
} as const;

export type SessionList = keyof typeof sessionLists;

/** What each loaded store drops from memory; a store that was never loaded holds nothing. */
const inMemory = new Map<SessionList, () => void>();

/** Called by a store when it loads: how it returns to no session in memory. */
export function keepsSessionList(list: SessionList, forgetInMemory: () => void): void {
  inMemory.set(list, forgetInMemory);
}

/** Forgets this tab's copy (memory and this tab's storage); the browser's stored list is left alone. */
export function forgetSessionList(list: SessionList): void {
  for (const name of sessionLists[list].own) storage.removeStore({ name, type: 'session' });
  inMemory.get(list)?.();
}

/** Clears the list everywhere: stored for the browser, this tab's copy and memory. */
export function clearSessionList(list: SessionList): void {
  for (const name of sessionLists[list].shared) storage.removeStore({ name });
  forgetSessionList(list);
}
