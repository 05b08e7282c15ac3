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

/**
 * An id-list attribute (`aria-describedby`, `aria-labelledby`) from the ids that apply, in order:
 * a control's own ids first, then those its field adds; undefined when none apply.
 */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** An ARIA true/false attribute's value as given: `true` or `'true'` (React passes either on). */
export function isAriaTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
