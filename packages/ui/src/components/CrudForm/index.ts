export { CrudForm, type CrudFormProps, initialFormValues } from './CrudForm';
export { CrudControl, type CrudControlProps, uploadFileRules } from './controls';
export { buildValidate, isRequired } from './rules';
