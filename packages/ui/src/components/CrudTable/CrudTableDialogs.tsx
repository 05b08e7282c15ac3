import { lazy, Suspense, useState } from 'react';
import { Confirm } from '../Confirm';
import type { CrudForm as EagerCrudForm } from '../CrudForm/CrudForm';
import { preloadDialog } from '../Dialog/Dialog';
import type { CrudTableProps } from './CrudTable.types';
import type { CrudColumn, CrudFormMode } from './columns';
import { deleteQuestion } from './deleteQuestion';
import type { ActionRunner } from './useActionRunner';
import type { CrudTableState } from './useCrudTableState';
import { useTranslate } from './useText';

/**
 * The add/edit/view form loads the first time a form opens: it brings react-hook-form and every
 * field control (date, tree, rich text, upload, sanitised HTML), which a table that is only read
 * never needs at start.
 */
const CrudForm = lazy(() =>
  // The dialog's own chunk at the same time, not after the form's (the form renders a Dialog).
  Promise.all([import('../CrudForm/CrudForm'), preloadDialog()]).then(([module]) => ({
    default: module.CrudForm,
  })),
) as unknown as typeof EagerCrudForm;

export interface CrudTableDialogsProps<T extends object> {
  props: CrudTableProps<T>;
  columns: readonly CrudColumn<T>[];
  state: CrudTableState<T>;
  runner: ActionRunner;
  /** The record's name ("参数"), for the form's title and the delete question. */
  what: string | undefined;
  onSubmit: (values: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => Promise<void>;
  onConfirmDelete: () => Promise<void>;
}

/** The table's dialogs: its form, the delete confirmation and a declared action's question. */
export function CrudTableDialogs<T extends object>({
  props,
  columns,
  state,
  runner,
  what,
  onSubmit,
  onConfirmDelete,
}: CrudTableDialogsProps<T>) {
  const t = useTranslate();
  // Mounted from the first opening on (and kept, so that it closes with its animation).
  const [formUsed, setFormUsed] = useState(false);
  if (state.form.open && !formUsed) setFormUsed(true);
  const formTitle =
    props.dialogTitle?.[state.form.mode] ??
    (what ? t(`crud.titlesOf.${state.form.mode}`, { what }) : undefined);
  return (
    <>
      {formUsed ? (
        <Suspense fallback={null}>
          <CrudForm<T>
            columns={columns}
            open={state.form.open}
            onOpenChange={state.setFormOpen}
            mode={state.form.mode}
            values={state.form.row}
            loading={state.detailLoading}
            onSubmit={onSubmit}
            onSubmitError={props.onSubmitError}
            conflictOf={props.conflictOf}
            fieldErrorOf={props.fieldErrorOf}
            notice={state.form.open ? props.formNotice?.(state.form.row, state.form.mode) : undefined}
            title={formTitle}
            width={props.dialogWidth}
            labelWidth={props.labelWidth}
          />
        </Suspense>
      ) : null}
      <Confirm
        open={state.pendingDelete !== null}
        onOpenChange={(open) => !open && state.setPendingDelete(null)}
        onCancel={() => state.setPendingDelete(null)}
        title={t('crud.confirmTitle')}
        content={deleteQuestion(state.pendingDelete ?? [], { what, titleField: props.titleField, t })}
        tone="danger"
        onOk={onConfirmDelete}
      />
      <Confirm
        open={runner.question !== null}
        onOpenChange={(open) => !open && runner.closeQuestion()}
        title={t('crud.confirmTitle')}
        content={runner.question?.content}
        tone="warning"
        onOk={runner.question?.run}
      />
    </>
  );
}
