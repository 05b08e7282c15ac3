import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { SpinnerRoot, Track } from './Spinner.styles';

export type SpinnerSize = 'small' | 'default' | 'large';

export interface SpinnerGlyphProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `small` 14px, `default` 20px, `large` 32px, or any CSS length / pixel number. */
  size?: SpinnerSize | number | string;
  /** `current` follows the text colour (inside buttons); `accent` uses the theme accent. */
  tone?: 'current' | 'accent';
  /** Text for assistive technology, inside the spinner (e.g. a visually hidden "Loading"). */
  children?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

const sizes: Record<SpinnerSize, string> = { small: '14px', default: '20px', large: '32px' };

function toLength(size: SpinnerGlyphProps['size']): string {
  if (typeof size === 'number') return `${size}px`;
  if (size === undefined) return sizes.default;
  return size in sizes ? sizes[size as SpinnerSize] : size;
}

/**
 * The spinning ring alone, with no strings: what a control that already says it is busy (a
 * loading `Button`) draws, so that it does not pull in i18next for a label it never shows.
 */
export function SpinnerGlyph({ size, tone = 'accent', children, ...rest }: SpinnerGlyphProps) {
  return (
    <SpinnerRoot $size={toLength(size)} $tone={tone} {...rest}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <Track cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {children}
    </SpinnerRoot>
  );
}
