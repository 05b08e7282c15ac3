import type { MouseEvent } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronDown, CircleX } from '../../icons';
import { ClearButton, Icons } from './Select.styles';

/**
 * The end of a select's field (Select and TreeSelect): the clear button while there is something to
 * clear (`onClear` given), then the chevron.
 */
export function FieldEnd({ onClear }: { onClear?: (event: MouseEvent) => void }) {
  const { t } = useUiTranslation('ui');
  return (
    <Icons>
      {onClear ? (
        <ClearButton type="button" data-part="clear" aria-label={t('select.clear')} onClick={onClear}>
          <CircleX aria-hidden="true" />
        </ClearButton>
      ) : null}
      <ChevronDown aria-hidden="true" />
    </Icons>
  );
}
