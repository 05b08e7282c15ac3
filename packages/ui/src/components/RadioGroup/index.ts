export { type RadioGroupProps, RadioGroup, type RadioOption, type RadioValue } from './RadioGroup';
