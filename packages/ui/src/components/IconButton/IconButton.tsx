import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'fullWidth' | 'asChild'> {
  icon: ReactNode;
  /** Accessible name (required: the button shows no text); also the native tooltip unless `title` is set. */
  label: string;
  /** `round` makes a circle. */
  shape?: 'square' | 'round';
}

/** A button showing only an icon, with a required accessible name. Default look: `text`. */
export function IconButton({
  icon,
  label,
  shape = 'square',
  variant = 'text',
  title,
  style,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      icon={icon}
      aria-label={label}
      title={title ?? label}
      style={shape === 'round' ? { borderRadius: '9999px', ...style } : style}
    />
  );
}
