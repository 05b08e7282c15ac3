import type { ReactNode, Ref } from 'react';
import type { CrudConflictOf, CrudFieldErrorOf } from '../CrudForm/conflict';
import type { DialogWidth } from '../Dialog';
import type { CrudActions, CrudRowAction, CrudToolbarAction } from './actions';
import type { CrudDensity } from './CrudTable.styles';
import type { CrudColumn, CrudFormMode, CrudQuery, Page } from './columns';

/** Tree rows (menus, departments, dictionaries, regions). */
export interface CrudTreeConfig<T> {
  /** Property holding loaded children (default `children`). */
  childrenKey?: string;
  /** Property saying a row has children still to load (default `hasChildren`). */
  hasChildrenKey?: string;
  /** Loads a row's children when it is first expanded (lazy trees). */
  loadChildren?: (row: T) => Promise<T[]>;
  /** Expand every row that has loaded children. */
  defaultExpandAll?: boolean;
}

export interface CrudRefreshOptions {
  /**
   * In the background: no spinner, and what the person checked and opened stays so, for the rows
   * still there (a list following other people's changes reloads this way).
   */
  quiet?: boolean;
}

export interface CrudTableHandle {
  /** Reloads the current page (server mode). */
  refresh: (options?: CrudRefreshOptions) => void;
  clearSelection: () => void;
}

export interface CrudTableProps<T extends object> {
  columns: readonly CrudColumn<T>[];
  /**
   * Fields the server sorts lists by (a resource definition's `sortable`): their columns get a sort
   * button unless a column says `sortable` itself.
   */
  sortableFields?: readonly string[];
  /** Server mode: loads one page for a query (paging, filters, sorting on the server). */
  load?: (query: CrudQuery) => Promise<Page<T>>;
  /** Client mode: every row in memory; filters and sorting apply locally, the body is virtualised. */
  rows?: readonly T[];
  /** Property with the row id (default `id`). */
  rowKey?: string;
  /** Controlled query (keep it in the URL with `queryToSearchParams`/`searchParamsToQuery`). */
  query?: CrudQuery;
  /**
   * Conditions from outside the table (the node chosen in a tree beside it): sent with every load
   * but not part of the table's view (not in its search bar or its address); a change starts again
   * at the first page.
   */
  filter?: Readonly<Record<string, string | number | undefined>>;
  defaultQuery?: Partial<CrudQuery>;
  onQueryChange?: (query: CrudQuery) => void;
  /** Saves a record from the form; reject to keep the dialog open with the user's input. */
  onSubmit?: (row: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => Promise<unknown>;
  /** Deletes records by id (`remove?ids=`). */
  onRemove?: (ids: string[], rows: T[]) => Promise<unknown>;
  /** Loads the full record before edit or view (`detail?id=`). */
  loadDetail?: (row: T) => Promise<T>;
  /** Page config: each action shown (true, default), hidden (false) or shown disabled. */
  actions?: CrudActions;
  /** Button permissions (code → true), checked as `${permissionPrefix}_${action}` when a prefix is set. */
  permission?: Record<string, boolean>;
  permissionPrefix?: string;
  /** Accessible name of the table (and the export file name). */
  title?: string;
  /** Width of the form dialog (600 default, 880 for dictionaries…). */
  dialogWidth?: DialogWidth;
  /** Overrides the form dialog's title per mode (default: "Add parameter"… with `recordLabel`, else "Add"…). */
  dialogTitle?: Partial<Record<CrudFormMode, ReactNode>>;
  /**
   * What one row is called (text or an i18n key: "参数", `console:resources.param.label`): the form
   * dialog says what it adds, edits or shows ("新增参数"), the delete confirmation what it deletes.
   */
  recordLabel?: string;
  /** The field whose value names a row (`paramName`): the delete confirmation lists the rows by it. */
  titleField?: string;
  labelWidth?: string;
  tree?: boolean | CrudTreeConfig<T>;
  /** Row checkboxes (default: when delete or export is available). */
  selectable?: boolean;
  /** Maximum height of the scrolling body (default 60vh); the header stays visible. */
  maxHeight?: string | number;
  density?: CrudDensity;
  defaultDensity?: CrudDensity;
  onDensityChange?: (density: CrudDensity) => void;
  /** Paging controls (default: on for `load`, off for `rows`). */
  pagination?: boolean;
  pageSizes?: readonly number[];
  /**
   * Width of the row-actions column in pixels when `rowActions` draws custom content (a function;
   * default 190): the least it is given. Otherwise the column is as wide as a row's first two
   * actions and "更多".
   */
  actionsWidth?: number;
  /**
   * The labels of the text buttons a custom `rowActions` (a function) draws on every row, in the
   * page's language: the column is then sized to hold them beside the built-in actions, on one line,
   * whatever the language (a fixed `actionsWidth` is too wide in one and cuts the other).
   */
  rowActionsLabels?: readonly string[];
  /**
   * Told the width the table needs (its whole box, as the page lays it out) to draw every column
   * at its content's width, whenever that or the table's width changes; not while its rows are
   * cards. A page that sets tables side by side gives one this room, or stacks them (系统字典).
   */
  onWidthNeeded?: (width: number) => void;
  /**
   * How many of a row's actions the table shows as buttons; the others go into the row's "更多"
   * menu and the pinned column narrows to fit (default 2; a single action left over stays a
   * button, in the menu's room). A phone's cards put every action in the menu whatever this says.
   */
  inlineActions?: number;
  /**
   * Where the person's hidden columns and dragged widths are remembered (localStorage). Default:
   * under the console's shell, the page's path and the table's title; elsewhere, not remembered.
   */
  storageKey?: string;
  exportFileName?: string;
  /** Receives the CSV Blob instead of the browser download (tests, custom saving). */
  onExport?: (blob: Blob, fileName: string, rows: T[]) => void;
  /**
   * The page's own primary action, first on the toolbar in add's place and never folded into
   * "更多" (the attachments' 上传附件, which adds a record by uploading a file).
   */
  toolbarPrimary?: ReactNode;
  /** Extra toolbar content (left, after the built-in buttons). */
  toolbarExtra?: ReactNode;
  /**
   * Extra row actions after view / edit / delete: declared actions (drawn, permission-checked and
   * confirmed by the table), or a function returning custom content for what they cannot say.
   */
  rowActions?: readonly CrudRowAction<T>[] | ((row: T) => ReactNode);
  /** Extra toolbar actions after add / delete / export, run on the checked rows. */
  toolbarActions?: readonly CrudToolbarAction<T>[];
  /** A declared action failed (its confirmation stays open; the button's spinner ends). */
  onActionError?: (error: unknown, actionKey: string) => void;
  /** The checked rows changed (toolbar actions on the selection: grant, reset password…). */
  onSelectionChange?: (rows: T[]) => void;
  /** A load failed (the table shows an error state with a retry button). */
  onLoadError?: (error: unknown) => void;
  /** A save failed (the dialog stays open, its loading state ends). */
  onSubmitError?: (error: unknown) => void;
  /**
   * Recognises an edit refused because someone else saved the record first (409): the form keeps
   * the typed values and offers to reload the stored record or save over it (CrudForm).
   */
  conflictOf?: CrudConflictOf;
  /** Recognises a save refused because of one field: the form shows the message at it (CrudForm). */
  fieldErrorOf?: CrudFieldErrorOf;
  /**
   * Said at the top of the open form about its record (someone else just saved it): called with
   * the record the form holds, a new object each time the form opens or loads it.
   */
  formNotice?: (row: Partial<T> | null | undefined, mode: CrudFormMode) => ReactNode;
  ref?: Ref<CrudTableHandle>;
}
