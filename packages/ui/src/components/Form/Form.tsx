import { createContext, type FormHTMLAttributes, type ReactNode, type Ref, useContext } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm as useHookForm,
} from 'react-hook-form';
import { useUnsavedChanges } from '../PageHost/PageHost';

export type FormLayout = 'vertical' | 'horizontal';

export interface FormLayoutSettings {
  layout: FormLayout;
  labelWidth: string;
}

const LayoutContext = createContext<FormLayoutSettings>({ layout: 'vertical', labelWidth: '120px' });

/** Layout the enclosing `Form` gives its items. */
export function useFormLayout(): FormLayoutSettings {
  return useContext(LayoutContext);
}

/**
 * `react-hook-form`'s `useForm`, validating a field on its first blur (SPEC §5: forms are checked on
 * blur) and from then on as it changes, so a message goes as soon as the value is right (issue 38:
 * it stayed until the field was left again), as CrudForm does.
 */
export function useForm<T extends FieldValues = FieldValues, C = unknown, R extends FieldValues = T>(
  props?: UseFormProps<T, C, R>,
): UseFormReturn<T, C, R> {
  return useHookForm<T, C, R>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...props,
  });
}

export interface FormProps<T extends FieldValues, R extends FieldValues = T>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  /** The object `useForm()` returned. */
  form: UseFormReturn<T, unknown, R>;
  /** Called with the valid values; the first invalid field is focused otherwise. */
  onSubmit?: SubmitHandler<R>;
  onInvalid?: SubmitErrorHandler<T>;
  layout?: FormLayout;
  /** Label column width in the horizontal layout (default 120px). */
  labelWidth?: string;
  children?: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/** A `<form>` bound to react-hook-form: its `FormItem`s find the form by context. */
export function Form<T extends FieldValues, R extends FieldValues = T>({
  form,
  onSubmit,
  onInvalid,
  layout = 'vertical',
  labelWidth = '120px',
  children,
  ...rest
}: FormProps<T, R>) {
  // Typed and not saved: the hosting tab asks before it is closed (a save resets the form).
  useUnsavedChanges(form.formState.isDirty);
  return (
    <FormProvider {...form}>
      <LayoutContext.Provider value={{ layout, labelWidth }}>
        <form
          noValidate
          onSubmit={(event) => {
            if (onSubmit) return form.handleSubmit(onSubmit, onInvalid)(event);
            event.preventDefault();
          }}
          {...rest}
        >
          {children}
        </form>
      </LayoutContext.Provider>
    </FormProvider>
  );
}
