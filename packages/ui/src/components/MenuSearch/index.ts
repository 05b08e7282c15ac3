export { filterMenus } from './filterMenus';
export { MenuSearch, type MenuSearchProps } from './MenuSearch';
