import { memo } from 'react';
import type { IconProps } from '../../icons';
import { iconForSource } from './iconMap';

export interface MenuIconProps extends Omit<IconProps, 'ref'> {
  /** The menu's `source` class string (`'iconfont iconicon_setting'`); empty → default icon. */
  source?: string | null;
  /** Pixel size (default 16). */
  size?: number;
}

/**
 * The icon of a menu item. Decorative: the item's text names it, so it is hidden from AT. Memoised:
 * the sidebar renders its group rows again on every navigation (the current page moved), and their
 * icons are the same.
 */
export const MenuIcon = memo(function MenuIcon({ source, size = 16, ...rest }: MenuIconProps) {
  const Icon = iconForSource(source);
  return <Icon size={size} aria-hidden="true" focusable="false" data-source={source ?? ''} {...rest} />;
});
