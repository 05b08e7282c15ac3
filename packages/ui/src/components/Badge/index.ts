export { Badge, type BadgeProps } from './Badge';
export type { BadgeTone } from './Badge.styles';
export { BADGE_MAX, formatBadgeCount } from './formatBadgeCount';
