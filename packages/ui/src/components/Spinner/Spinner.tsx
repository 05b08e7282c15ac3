import { useUiTranslation } from '../../i18n/uiStrings';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { SpinnerGlyph, type SpinnerGlyphProps } from './SpinnerGlyph';

export type { SpinnerSize } from './SpinnerGlyph';

export interface SpinnerProps extends Omit<SpinnerGlyphProps, 'children'> {
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /**
   * Decorative spinners (inside a control that already says it is busy, e.g. `aria-busy`) are
   * hidden from assistive technology; standalone ones announce themselves as a status.
   */
  decorative?: boolean;
}

/** An indeterminate loading indicator. */
export function Spinner({ label, decorative = false, ...rest }: SpinnerProps) {
  const { t } = useUiTranslation('ui');
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'status' as const };
  return (
    <SpinnerGlyph {...a11y} {...rest}>
      {decorative ? null : <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>}
    </SpinnerGlyph>
  );
}
