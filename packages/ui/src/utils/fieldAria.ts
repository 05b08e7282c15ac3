/**
 * The aria props a form control accepts from its label and field (FormField, FormItem, CrudForm)
 * and hands on to its focusable part.
 */
export interface FieldAriaProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}
