export { Alert, type AlertProps } from './Alert';
export type { AlertType } from './Alert.styles';
