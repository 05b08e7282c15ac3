export { Card, type CardProps } from './Card';
export type { CardShadow } from './Card.styles';
