export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  Pagination,
  type PaginationPart,
  type PaginationProps,
} from './Pagination';
export { clampPage, getPageItems, type PageItem, pageCount } from './pages';
