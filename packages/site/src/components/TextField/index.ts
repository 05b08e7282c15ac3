export { MOBILE_INPUT, TextField, type TextFieldProps } from './TextField';
