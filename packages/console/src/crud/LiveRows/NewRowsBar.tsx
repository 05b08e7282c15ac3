import { useTranslation } from 'react-i18next';
import { Bar } from './NewRowsBar.styles';

export interface NewRowsBarProps {
  /** Rows other people created since the table loaded; nothing is drawn for none. */
  count: number;
  /** Loads the table again (the bar then goes). */
  onShow: () => void;
}

/** "3 new rows — show": rows someone else created, shown when asked rather than by jumping. */
export function NewRowsBar({ count, onShow }: NewRowsBarProps) {
  const { t } = useTranslation('console');
  if (count <= 0) return null;
  return (
    <Bar type="button" onClick={onShow} aria-live="polite">
      {t('live.newRows', { count })}
    </Bar>
  );
}
