import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { vars } from '../../theme/tokens';
import { Description, Extra, Root } from './Empty.styles';

export interface EmptyProps extends HTMLAttributes<HTMLDivElement> {
  /** Text under the picture; defaults to the translated "No data". `false` hides it. */
  description?: ReactNode | false;
  /** Replaces the default picture; `null` shows none. */
  image?: ReactNode;
  /** Smaller picture and padding, for selects and popovers. */
  compact?: boolean;
  /** Actions below the text (e.g. a "New" button). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** The default picture: an open, empty box drawn with theme tokens. */
export function EmptyImage() {
  return (
    <svg viewBox="0 0 96 64" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="56" rx="40" ry="6" fill={vars.color.surfaceMuted} />
      <path
        d="M18 26 30 10h36l12 16v22a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4Z"
        fill={vars.color.surface}
        stroke={vars.color.borderStrong}
        strokeWidth="1.5"
      />
      <path
        d="M18 26h18a4 4 0 0 1 4 4 8 8 0 0 0 16 0 4 4 0 0 1 4-4h18"
        stroke={vars.color.borderStrong}
        strokeWidth="1.5"
        fill={vars.color.surfaceMuted}
      />
    </svg>
  );
}

/** Placeholder for a list, table or select with nothing to show. */
export function Empty({ description, image, compact = false, children, ...rest }: EmptyProps) {
  const { t } = useUiTranslation('ui');
  return (
    <Root $compact={compact} {...rest}>
      {image === undefined ? <EmptyImage /> : image}
      {description === false ? null : <Description>{description ?? t('empty.description')}</Description>}
      {children != null ? <Extra>{children}</Extra> : null}
    </Root>
  );
}
