import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type CrudColumn, type CrudFormMode, columnType } from '../CrudTable/columns';
import { type Translate, useText, useTranslate } from '../CrudTable/useText';
import { CrudView } from '../CrudView';
import { Dialog, DialogActions, DialogCloseButton, type DialogWidth } from '../Dialog';
import { FormField } from '../FormField';
import { useUnsavedChanges } from '../PageHost/PageHost';
import { Spinner } from '../Spinner';
import { formatBytes } from '../Upload';
import { Cell, Grid, Loading } from './CrudForm.styles';
import type { CrudConflictOf, CrudFieldErrorOf } from './conflict';
import { CrudControl } from './controls';
import { defaultSpanOf, type FormValues, initialFormValues, shownIn, toWire } from './formValues';
import { buildValidate, exceedsMaxLength, isRequired } from './rules';
import { describeTypes, uploadFileRules } from './UploadControl';
import { useBusyFields } from './useBusyFields';
import { useEditConflict } from './useEditConflict';
import { useFirstFieldFocus } from './useFirstFieldFocus';

export interface CrudFormProps<T extends object> {
  /** The same column config as the table; `hide.form`/`hide.view`/`hide.add`/`hide.edit` apply. */
  columns: readonly CrudColumn<T>[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: CrudFormMode;
  /** The record being edited or viewed (ignored on add, which starts from column defaults). */
  values?: Partial<T> | null;
  /**
   * Saves the values (merged over `values`, so the id and hidden fields are kept). Resolve to close
   * the dialog; reject to keep it open with what the user typed (the error is the caller's to show).
   */
  onSubmit?: (values: Partial<T>, mode: Exclude<CrudFormMode, 'view'>) => Promise<unknown> | unknown;
  /** Called with a rejected save's error (the dialog stays open). */
  onSubmitError?: (error: unknown) => void;
  /**
   * Recognises an edit refused because someone else saved the record first: the form keeps what
   * was typed and opens the conflict dialog (stored values beside the person's; reload the stored
   * record, or save the person's values over it). Without it such a refusal is a plain error.
   */
  conflictOf?: CrudConflictOf;
  /**
   * Recognises a save refused because of one field the form shows: its message goes to that field
   * (focused), as the form's own rules do, instead of only to `onSubmitError`.
   */
  fieldErrorOf?: CrudFieldErrorOf;
  /** Dialog title (default: Add / Edit / View). */
  title?: ReactNode;
  /** Dialog width: 600 (default), 880, '70%', 'fullscreen' or any length. */
  width?: DialogWidth;
  /** Label column width (default: the language's, `crud.labelWidth`: 100px in Chinese). */
  labelWidth?: string;
  /** Shows a spinner instead of the fields (e.g. while the detail loads). */
  loading?: boolean;
  /** Said above the fields (a page's word about this record: someone else just saved it). */
  notice?: ReactNode;
}

/**
 * The add / edit / view dialog of a CrudTable, built from its column config with react-hook-form:
 * rules are checked on blur, a failed save keeps the dialog open with the typed values.
 */
export function CrudForm<T extends object>({
  columns,
  open,
  onOpenChange,
  mode,
  values,
  onSubmit,
  onSubmitError,
  conflictOf,
  fieldErrorOf,
  title,
  width = 600,
  labelWidth: labelWidthGiven,
  loading = false,
  notice,
}: CrudFormProps<T>) {
  const t = useTranslate();
  const text = useText();
  const labelWidth = labelWidthGiven ?? t('crud.labelWidth');
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const busyFields = useBusyFields(formId, open);
  const shown = useMemo(() => columns.filter((c) => shownIn(c, mode)), [columns, mode]);
  // Checked on first blur (SPEC §5), then on every change: a fixed field's message goes as it is
  // typed, not at the blur of the Save click (which moved the button from under the pointer).
  const form = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: initialFormValues(columns, mode, values),
  });
  const { control, handleSubmit, reset } = form;
  // Typed and not saved: the hosting tab asks before it is closed (a save closes the dialog), and so
  // does the dialog itself before Esc, ✕, the backdrop or 取消 throw it away.
  const dirty = mode !== 'view' && form.formState.isDirty;
  useUnsavedChanges(open && dirty);

  const readOnly = mode === 'view';
  const isLocked = (column: CrudColumn<T>) =>
    (mode === 'add' && column.editable?.add === false) ||
    (mode === 'edit' && column.editable?.edit === false);

  const conflicts = useEditConflict<T>({
    form,
    mode,
    shown,
    editable: shown.filter((column) => !isLocked(column)),
    formValues: (record) => initialFormValues(columns, mode, record as Partial<T> | undefined),
    // Only what the person could edit goes over the record: after a conflict the record is the
    // stored one, and the form still holds the old version and fields it does not show.
    send: async (typed, record, fields) => {
      const mine = Object.fromEntries(fields.map((column) => [column.field, typed[column.field]]));
      const merged = {
        ...(mode === 'edit' ? record : toWire(columns, typed, mode)),
        ...toWire(columns, mine, mode),
      };
      await onSubmit?.(merged as Partial<T>, mode as Exclude<CrudFormMode, 'view'>);
      onOpenChange(false);
    },
    conflictOf,
    onSubmitError: (error) => {
      const at = fieldErrorOf?.(error);
      const column = at && shown.find((c) => c.field === at.field && !isLocked(c));
      if (at && column && !readOnly) {
        form.setError(at.field, { type: 'server', message: at.message }, { shouldFocus: true });
        return;
      }
      onSubmitError?.(error);
    },
    label: (column) => text(column.label),
    words: { yes: t('crud.yes'), no: t('crud.no') },
  });

  // A new record or a newly opened dialog starts over; re-renders in between keep what was typed.
  // A page kept hidden in another tab re-runs its effects when shown again: only a new opening (or
  // record) starts over, so what was typed before the switch stays.
  const started = useRef<{ mode: CrudFormMode; values: typeof values } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns are config, read at open time.
  useEffect(() => {
    if (!open) {
      started.current = null;
      return;
    }
    if (started.current?.mode === mode && started.current.values === values) return;
    started.current = { mode, values };
    reset(initialFormValues(columns, mode, values));
    conflicts.begin(values as FormValues | undefined);
  }, [open, mode, values, reset]);

  // Start typing in the first field that can be edited, unless the person is in one already.
  const controlRef = useFirstFieldFocus({
    formId,
    field: shown.find((c) => !isLocked(c))?.field,
    shown: open && !readOnly && !loading,
    opening: mode,
  });

  const submit = handleSubmit(async (typed) => {
    if (readOnly) return;
    setSaving(true);
    try {
      await conflicts.submit(typed);
    } finally {
      setSaving(false);
    }
  });

  const footer = readOnly ? (
    <DialogCloseButton>{t('crud.close')}</DialogCloseButton>
  ) : (
    <DialogActions
      cancel={t('crud.cancel')}
      form={formId}
      // One word for keeping what was typed, new record or not.
      confirm={t('crud.save')}
      loading={saving || busyFields.waiting}
      disabled={loading}
    />
  );

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={title ?? t(`crud.titles.${mode}`)}
        width={width}
        footer={footer}
        dirty={dirty}
      >
        {notice}
        {loading ? (
          <Loading>
            <Spinner size="large" />
          </Loading>
        ) : readOnly ? (
          <CrudView columns={shown} record={values} labelWidth={labelWidth} spanOf={defaultSpanOf} />
        ) : (
          <form
            id={formId}
            noValidate
            onSubmit={busyFields.onSubmit(submit)}
            aria-busy={saving || busyFields.waiting || undefined}
          >
            <Grid>
              {shown.map((column) => {
                const label = text(column.label);
                const locked = isLocked(column);
                const required = !readOnly && isRequired(column, mode);
                return (
                  <Cell key={column.field} $span={defaultSpanOf(column)}>
                    <Controller
                      name={column.field}
                      control={control}
                      rules={
                        readOnly
                          ? undefined
                          : {
                              validate: busyFields.checkWhenDone(
                                column.field,
                                buildValidate(column, label, t, text, mode),
                              ),
                            }
                      }
                      render={({ field, fieldState }) => (
                        <FormField
                          label={label}
                          required={required}
                          error={fieldState.error?.message}
                          message={column.hint ? text(column.hint) : uploadHint(column, t)}
                          layout="horizontal"
                          labelWidth={labelWidth}
                        >
                          {(aria) => (
                            <CrudControl
                              {...aria}
                              ref={controlRef(column.field, field.ref)}
                              column={column}
                              label={label}
                              value={field.value}
                              onChange={(value: unknown) => {
                                field.onChange(value);
                                // A length limit is said while typing, not only when the field is left.
                                if (fieldState.error || exceedsMaxLength(column, value))
                                  void form.trigger(column.field);
                              }}
                              onBlur={field.onBlur}
                              onBusyChange={(busy) => busyFields.busyChange(column.field, busy)}
                              readOnly={readOnly}
                              disabled={locked}
                            />
                          )}
                        </FormField>
                      )}
                    />
                  </Cell>
                );
              })}
            </Grid>
          </form>
        )}
      </Dialog>
      {conflicts.dialog}
    </>
  );
}

function uploadHint<T>(column: CrudColumn<T>, t: Translate) {
  const type = columnType(column);
  if (type !== 'image' && type !== 'upload') return undefined;
  const rules = column.upload;
  if (rules?.hint) return rules.hint;
  if (!rules?.accept?.length) return undefined;
  const types = describeTypes(rules.accept);
  // The size as people read it ("2 MB", "500 KB"), from the byte limit the files are checked against.
  return rules.maxSizeKb != null
    ? t('crud.upload.hint', { types, size: formatBytes(uploadFileRules(rules).maxSize) })
    : t('crud.upload.hintTypes', { types });
}
