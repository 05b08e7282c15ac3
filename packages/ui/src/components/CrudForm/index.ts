export { CrudForm, type CrudFormProps, initialFormValues } from './CrudForm';
export { CrudControl, type CrudControlProps } from './controls';
export { buildValidate, isRequired } from './rules';
export { uploadFileRules } from './UploadControl';
