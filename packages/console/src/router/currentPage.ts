import { createContext, useContext } from 'react';

/**
 * What the navigation guard recorded about the page just opened (SPEC §2 "Each navigation records
 * whether the page is a menu page"): the layout reads it to show the sidebar and its current item.
 */
export interface CurrentPage {
  /** False when the route meta or the query 'menu' says the page is not a menu page. */
  isMenu: boolean;
  /** The page's address: the query 'src' when given (a framed page's menu address), else the path. */
  address: string;
}

/** Before the guard has let a page through: a menu page (the sidebar shows), at no address. */
export const NO_PAGE_YET: CurrentPage = { isMenu: true, address: '' };

/**
 * The guard's record, provided around the routes it lets through (GuardedRoot). A context, not a
 * store the guard writes after its render: the layout then shows the new page's sidebar item in
 * the navigation's own commit, instead of a second one that rendered the shell again (a tab switch
 * rendered the sidebar's group rows and the breadcrumbs twice).
 */
export const CurrentPageContext = createContext<CurrentPage>(NO_PAGE_YET);

/** The page the guard last let through (a redirect, to the lock page say, keeps the one before). */
export function useCurrentPage(): CurrentPage {
  return useContext(CurrentPageContext);
}
