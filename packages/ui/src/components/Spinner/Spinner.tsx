import type { HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { SpinnerRoot, Track } from './Spinner.styles';

export type SpinnerSize = 'small' | 'default' | 'large';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `small` 14px, `default` 20px, `large` 32px, or any CSS length / pixel number. */
  size?: SpinnerSize | number | string;
  /** `current` follows the text colour (inside buttons); `accent` uses the theme accent. */
  tone?: 'current' | 'accent';
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /**
   * Decorative spinners (inside a control that already says it is busy, e.g. `aria-busy`) are
   * hidden from assistive technology; standalone ones announce themselves as a status.
   */
  decorative?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

const sizes: Record<SpinnerSize, string> = { small: '14px', default: '20px', large: '32px' };

function toLength(size: SpinnerProps['size']): string {
  if (typeof size === 'number') return `${size}px`;
  if (size === undefined) return sizes.default;
  return size in sizes ? sizes[size as SpinnerSize] : size;
}

/** An indeterminate loading indicator. */
export function Spinner({ size, tone = 'accent', label, decorative = false, ...rest }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status' as const };
  return (
    <SpinnerRoot $size={toLength(size)} $tone={tone} {...a11y} {...rest}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <Track cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>}
    </SpinnerRoot>
  );
}
