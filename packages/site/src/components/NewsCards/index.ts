export { NewsCards, type NewsCardsProps } from './NewsCards';
