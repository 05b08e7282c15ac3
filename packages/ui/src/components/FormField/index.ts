export { type FieldControlProps, FormField, type FormFieldProps } from './FormField';
