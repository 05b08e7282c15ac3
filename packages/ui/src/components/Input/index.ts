export { Input, type InputProps } from './Input';
export type { InputSize } from './Input.styles';
