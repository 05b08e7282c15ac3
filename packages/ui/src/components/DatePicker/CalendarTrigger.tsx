import * as Popover from '@radix-ui/react-popover';
import { useUiTranslation } from '../../i18n/uiStrings';
import { CalendarDays } from '../../icons';
import { TriggerButton } from './DatePicker.styles';

/** The calendar button at the end of a date text box: opens the picker's dialog (DatePicker and DateRangePicker). */
export function CalendarTrigger({ disabled }: { disabled: boolean }) {
  const { t } = useUiTranslation('ui');
  return (
    <Popover.Trigger asChild disabled={disabled}>
      <TriggerButton type="button" aria-label={t('datePicker.open')} aria-haspopup="dialog">
        <CalendarDays aria-hidden="true" />
      </TriggerButton>
    </Popover.Trigger>
  );
}
