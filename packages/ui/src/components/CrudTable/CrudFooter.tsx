import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Pagination, type PaginationProps } from '../Pagination';
import { Footer, FooterStart, SelectionInfo } from './CrudTable.styles';
import { useTranslate } from './useText';

export interface CrudFooterProps {
  /** What is checked (`SelectionNote`); on a phone it is over the cards instead. */
  selection?: ReactNode;
  /** Server mode: the pager. Client mode: the row count alone. */
  pager?: PaginationProps;
  rowCount: number;
}

/**
 * The bar under the table: what is checked ("已选择 2 项 清空选择") on the left, the pager on the
 * right. The note lives here, not in the toolbar: there it took room from the actions, so checking
 * a row pushed one into "更多" at the moment it was wanted (the user page's 密码重置 moved away
 * under the pointer).
 */
export function CrudFooter({ selection, pager, rowCount }: CrudFooterProps) {
  const t = useTranslate();
  return (
    <Footer>
      <FooterStart>
        {pager ? null : <span>{t('crud.total', { total: rowCount })}</span>}
        {selection}
      </FooterStart>
      {pager ? <Pagination {...pager} /> : null}
    </Footer>
  );
}

/**
 * "已选择 2 项 清空选择". Always in the page, empty with nothing checked, so a screen reader hears
 * the count change, not only appear.
 */
export function SelectionNote({ count, onClear }: { count: number; onClear: () => void }) {
  const t = useTranslate();
  return (
    <SelectionInfo aria-live="polite">
      {count > 0 ? (
        <>
          {t('crud.selected', { count })}{' '}
          <Button size="small" variant="text" onClick={onClear}>
            {t('crud.clearSelection')}
          </Button>
        </>
      ) : null}
    </SelectionInfo>
  );
}
