import { type ReactNode, useId, useMemo } from 'react';
import { CrudControl } from '../CrudForm/controls';
import { type CrudColumn, columnType } from '../CrudTable/columns';
import { displayText, isEmptyValue, linkList } from '../CrudTable/columnValues';
import { useText, useTranslate } from '../CrudTable/useText';
import { Detail, Files, Item, List, Picture, Pictures, Term, Unset } from './CrudView.styles';

export interface CrudViewProps<T> {
  /** The columns shown in the view (already filtered by `hide.view`). */
  columns: readonly CrudColumn<T>[];
  record: Partial<T> | null | undefined;
  /** Label column width (the form's, so a record reads like the form it was typed in). */
  labelWidth?: string;
  /** Width of each item in the 24-column grid. */
  spanOf: (column: CrudColumn<T>) => number;
}

function fileName(link: string): string {
  const path = link.split(/[?#]/)[0] ?? link;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || link;
}

/**
 * A record as a reader sees it (Ant Design's Descriptions): labels beside plain values —
 * dictionary labels rather than codes, formatted dates, pictures, links — not the edit form's
 * inputs in a read-only state, which look editable and show raw values (issue 16, point 3).
 */
export function CrudView<T>({ columns, record, labelWidth = '100px', spanOf }: CrudViewProps<T>) {
  const t = useTranslate();
  const text = useText();
  const idBase = useId();
  const words = useMemo(() => ({ yes: t('crud.yes'), no: t('crud.no') }), [t]);
  const row = (record ?? {}) as Record<string, unknown>;

  const content = (column: CrudColumn<T>, label: string): ReactNode => {
    const value = row[column.field];
    const type = columnType(column);
    if (isEmptyValue(value)) return <Unset>{t('crud.unset')}</Unset>;
    // Own controls and rich text know how they read (e.g. sanitised HTML as a document, a region's
    // name): given `readOnly`, a control shows text, never a disabled input.
    if (column.control || type === 'html') {
      return <CrudControl column={column} label={label} value={value} onChange={() => {}} readOnly />;
    }
    if (column.render) return column.render(value, row as T);
    if (type === 'image') {
      return (
        <Pictures>
          {linkList(value, column.upload?.multiple).map((src) => (
            <Picture key={src} src={src} alt={label} $round={!!column.upload?.avatar} />
          ))}
        </Pictures>
      );
    }
    if (type === 'upload') {
      return (
        <Files>
          {linkList(value, column.upload?.multiple).map((href) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {fileName(href)}
              </a>
            </li>
          ))}
        </Files>
      );
    }
    // A choice left unset in Blade's way (-1 for 性别) reads as unset, like an empty one.
    return displayText(column, value, words) || <Unset>{t('crud.unset')}</Unset>;
  };

  return (
    <List>
      {columns.map((column, index) => {
        const label = text(column.label);
        const termId = `${idBase}-${index}`;
        return (
          <Item key={column.field} $span={spanOf(column)} $labelWidth={labelWidth}>
            <Term id={termId}>{label}</Term>
            <Detail aria-labelledby={termId}>{content(column, label)}</Detail>
          </Item>
        );
      })}
    </List>
  );
}
