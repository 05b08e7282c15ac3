import { create } from 'zustand';

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

interface CurrentPageState extends CurrentPage {
  record(page: CurrentPage): void;
}

export const useCurrentPage = create<CurrentPageState>((set, get) => ({
  isMenu: true,
  address: '',
  record(page) {
    if (page.isMenu !== get().isMenu || page.address !== get().address) set(page);
  },
}));
