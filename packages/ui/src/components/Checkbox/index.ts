export {
  Checkbox,
  CheckboxGroup,
  type CheckboxGroupProps,
  type CheckboxOption,
  type CheckboxProps,
  type CheckboxValue,
} from './Checkbox';
