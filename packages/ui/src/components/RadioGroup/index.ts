export { RadioGroup, type RadioGroupProps, type RadioOption, type RadioValue } from './RadioGroup';
