export { CrudForm, type CrudFormProps } from './CrudForm';
export { type CrudConflict, type CrudConflictOf, type CrudFieldErrorOf, conflictFields } from './conflict';
export { fieldWiring } from './controlProps';
export { CrudControl, type CrudControlProps } from './controls';
export { initialFormValues } from './formValues';
export { placeholderOf } from './placeholder';
export { buildValidate, isRequired } from './rules';
export { uploadFileRules } from './UploadControl';
export { type EditConflictForm, type EditConflictOptions, useEditConflict } from './useEditConflict';
