export type { ButtonSize, ButtonVariant } from './Button.styles';
export { Button, type ButtonProps } from './Button';
