import type { ReactNode } from 'react';
import { DeleteNames } from './CrudTable.styles';
import type { Translate } from './useText';

/** At most this many rows are named; the rest are counted. */
const NAMED_ROWS = 5;

export interface DeleteQuestionOptions {
  /** What one row is called, translated ("参数"); the names line says it when given. */
  what?: string;
  /** The field whose value names a row (a parameter's name, a user's account). */
  titleField?: string;
  t: Translate;
}

/**
 * The delete confirmation's content: the question SPEC §5 asks ("确定将选择数据删除?"), then the
 * rows it deletes by name, so the person sees what goes before confirming. Rows without a name
 * (no title field, or an empty value) are left to the question alone.
 */
export function deleteQuestion(rows: readonly object[], options: DeleteQuestionOptions): ReactNode {
  const { what, titleField, t } = options;
  const names = titleField
    ? rows
        .map((row) => (row as Record<string, unknown>)[titleField])
        .filter((name) => name !== undefined && name !== null && name !== '')
        .map((name) => t('crud.quoted', { name: String(name) }))
    : [];
  const question = t('crud.deleteConfirm');
  if (names.length === 0) return question;
  const shown = names.slice(0, NAMED_ROWS).join(t('crud.nameSeparator'));
  const listed =
    rows.length > NAMED_ROWS
      ? t('crud.deleteMore', { names: shown, count: rows.length, more: rows.length - NAMED_ROWS })
      : shown;
  return (
    <>
      {question}
      <DeleteNames>
        {what ? t('crud.deleteNamesOf', { what, names: listed }) : t('crud.deleteNames', { names: listed })}
      </DeleteNames>
    </>
  );
}
