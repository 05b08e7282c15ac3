export { CrudForm, type CrudFormProps, initialFormValues } from './CrudForm';
export { CrudControl, type CrudControlProps, checkUploadFile } from './controls';
export { buildValidate, isRequired } from './rules';
