import { type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from '../../icons';
import { Jump, JumpInput, List, Nav, PageButton, SizeSelect, Total } from './Pagination.styles';
import { clampPage, getPageItems, pageCount } from './pages';

/** Page sizes of the product (SPEC §9). */
export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 30, 50, 100, 200];
export const DEFAULT_PAGE_SIZE = 10;

export type PaginationPart = 'total' | 'sizes' | 'pager' | 'jumper';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Number of records. */
  total: number;
  /** Current page, 1-based (controlled). */
  page: number;
  pageSize?: number;
  /**
   * Called with the new page and page size. Changing the size goes back to page 1 (the records on
   * the old page would no longer line up).
   */
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Parts to show, in order (default: total, sizes, pager, jumper). */
  layout?: readonly PaginationPart[];
  /** Pages either side of the current one (default 2). */
  siblings?: number;
  size?: 'small' | 'default';
  disabled?: boolean;
  /** Hide everything when there is only one page. */
  hideOnSinglePage?: boolean;
  ref?: Ref<HTMLElement>;
}

const defaultLayout: readonly PaginationPart[] = ['total', 'sizes', 'pager', 'jumper'];

/** Page navigation for lists and tables: total, page size, pages, previous/next and jump. */
export function Pagination({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  layout = defaultLayout,
  siblings = 2,
  size = 'default',
  disabled = false,
  hideOnSinglePage = false,
  ...rest
}: PaginationProps) {
  const { t } = useUiTranslation('ui');
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, pages);
  const [jump, setJump] = useState('');
  if (hideOnSinglePage && pages <= 1) return null;

  const go = (target: number) => {
    const next = clampPage(target, pages);
    if (next !== current && !disabled) onChange(next, pageSize);
  };

  const onJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commitJump();
  };
  const commitJump = () => {
    const n = Number.parseInt(jump, 10);
    setJump('');
    if (Number.isFinite(n)) go(n);
  };

  const sizeOptions = pageSizes.includes(pageSize)
    ? pageSizes
    : [...pageSizes, pageSize].sort((a, b) => a - b);
  const jumpCount = siblings * 2 + 1;

  const parts: Record<PaginationPart, () => ReactNode> = {
    total: () => <Total key="total">{t('pagination.total', { total })}</Total>,
    sizes: () => (
      <SizeSelect
        key="sizes"
        aria-label={t('pagination.pageSizeLabel')}
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onChange(1, Number(event.target.value))}
      >
        {sizeOptions.map((n) => (
          <option key={n} value={n}>
            {t('pagination.pageSize', { size: n })}
          </option>
        ))}
      </SizeSelect>
    ),
    pager: () => (
      <List key="pager">
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.prev')}
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </PageButton>
        </li>
        {getPageItems(current, pages, siblings).map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ) : (
            <li key={`gap-${item.direction}`}>
              <PageButton
                type="button"
                data-gap=""
                aria-label={t(item.direction === 'prev' ? 'pagination.morePrev' : 'pagination.moreNext', {
                  count: jumpCount,
                })}
                disabled={disabled}
                onClick={() => go(item.page)}
              >
                <span className="bc-pager-dots" aria-hidden="true">
                  …
                </span>
                <span className="bc-pager-more" aria-hidden="true">
                  {item.direction === 'prev' ? <ChevronsLeft /> : <ChevronsRight />}
                </span>
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            aria-label={t('pagination.next')}
            disabled={disabled || current >= pages}
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </PageButton>
        </li>
      </List>
    ),
    jumper: () => (
      <Jump key="jumper">
        {t('pagination.jumpPrefix')}
        <JumpInput
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          aria-label={t('pagination.jumpLabel')}
          value={jump}
          disabled={disabled}
          onChange={(event) => setJump(event.target.value)}
          onKeyDown={onJumpKey}
          onBlur={commitJump}
        />
        {t('pagination.jumpSuffix')}
      </Jump>
    ),
  };

  return (
    <Nav aria-label={t('pagination.label')} $small={size === 'small'} {...rest}>
      {layout.map((part) => parts[part]())}
    </Nav>
  );
}
