export type {
  CrudAction,
  CrudActionSetting,
  CrudActions,
  CrudDeclaredAction,
  CrudRowAction,
  CrudToolbarAction,
} from './actions';
export {
  type CrudRefreshOptions,
  CrudTable,
  type CrudTableHandle,
  type CrudTableProps,
  type CrudTreeConfig,
} from './CrudTable';
export type { CrudDensity } from './CrudTable.styles';
export {
  type CrudColumn,
  type CrudFieldType,
  type CrudFormMode,
  type CrudHide,
  type CrudOption,
  type CrudQuery,
  type CrudRule,
  type CrudSearch,
  type CrudTreeOption,
  type CrudUpload,
  PAGE_SIZES,
  type Page,
  searchParamsOf,
  toCamelCase,
  toSnakeCase,
} from './columns';
export { displayText, toValueList } from './columnValues';
export { CSV_BOM, csvBlob, downloadBlob, escapeCsvCell, toCsv } from './csv';
export { everyRowId } from './everyRowId';
export {
  createMemoryCrudSource,
  filterPredicate,
  type MemoryCrudOptions,
  type MemoryCrudSource,
  queryRows,
} from './memorySource';
export {
  type CrudSort,
  cleanQuery,
  initialQuery,
  queryFilters,
  queryToSearchParams,
  searchParamsToQuery,
  sortsOf,
  withSorts,
} from './searchParams';
export { useInnerWidth } from './useInnerWidth';
export { CARD_BREAKPOINT } from './useNarrow';
export { readViewAddress, type ViewAddressSpec, viewAddressSpec, writeViewAddress } from './viewAddress';
