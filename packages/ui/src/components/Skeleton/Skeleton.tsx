import type { CSSProperties, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { Block, Lines, Root } from './Skeleton.styles';

type Length = number | string;
const css = (v: Length | undefined) => (typeof v === 'number' ? `${v}px` : v);

export interface SkeletonBlockProps {
  width?: Length;
  height?: Length;
  circle?: boolean;
  animated?: boolean;
  style?: CSSProperties;
  className?: string;
}

/** One grey placeholder shape (decorative). */
export function SkeletonBlock({
  width = '100%',
  height = 16,
  circle = false,
  animated = true,
  style,
  className,
}: SkeletonBlockProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      $animated={animated}
      data-animated={animated ? '' : undefined}
      style={{ width: css(width), height: css(height), borderRadius: circle ? '50%' : undefined, ...style }}
    />
  );
}

export interface SkeletonProps {
  /** While true, the placeholder shows; afterwards, `children`. */
  loading?: boolean;
  /** Text lines (default 3); the last one is shorter. */
  rows?: number;
  /** A round avatar placeholder on the left. */
  avatar?: boolean;
  /** A heading placeholder above the lines. */
  title?: boolean;
  animated?: boolean;
  /** Accessible label of the busy region (default: the translated "Loading"). */
  label?: string;
  className?: string;
  children?: ReactNode;
}

/** Grey placeholders in the shape of the content being loaded; announced as a busy status. */
export function Skeleton({
  loading = true,
  rows = 3,
  avatar = false,
  title = true,
  animated = true,
  label,
  className,
  children,
}: SkeletonProps) {
  const { t } = useUiTranslation('ui');
  if (!loading) return <>{children}</>;
  return (
    <Root role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
      {avatar ? <SkeletonBlock circle width={40} height={40} animated={animated} /> : null}
      <Lines>
        {title ? <SkeletonBlock width="38%" height={20} animated={animated} /> : null}
        {Array.from({ length: rows }, (_, i) => (
          <SkeletonBlock
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
            key={i}
            width={i === rows - 1 && rows > 1 ? '61%' : '100%'}
            animated={animated}
          />
        ))}
      </Lines>
    </Root>
  );
}
