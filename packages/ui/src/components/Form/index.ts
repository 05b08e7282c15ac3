export {
  Form,
  type FormLayout,
  type FormLayoutSettings,
  type FormProps,
  useForm,
  useFormLayout,
} from './Form';
export { FormItem, type FormItemControlProps, type FormItemProps } from './FormItem';
export { isEmptyValue, requiredRule } from './validation';
