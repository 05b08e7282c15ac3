import { useUiTranslation } from '../../i18n/uiStrings';
import { Maximize, ZoomIn, ZoomOut } from '../../icons';
import { Button } from '../Button';
import { Controls } from './FlowViewer.styles';

export interface ZoomControlsProps {
  /** The diagram is shown (the buttons are disabled until then). */
  ready: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
}

/**
 * The viewer's zoom buttons: one small text button each, named by its label and announcing the
 * key that does the same on the focused canvas.
 */
export function ZoomControls({ ready, zoomIn, zoomOut, fit }: ZoomControlsProps) {
  const { t } = useUiTranslation('ui');
  const buttons = [
    { label: t('flow.zoomIn'), icon: <ZoomIn aria-hidden="true" />, shortcut: '+', onClick: zoomIn },
    { label: t('flow.zoomOut'), icon: <ZoomOut aria-hidden="true" />, shortcut: '-', onClick: zoomOut },
    { label: t('flow.fit'), icon: <Maximize aria-hidden="true" />, shortcut: '0', onClick: fit },
  ];
  return (
    <Controls role="group" aria-label={t('flow.controls')}>
      {buttons.map(({ label, icon, shortcut, onClick }) => (
        <Button
          key={shortcut}
          size="small"
          variant="text"
          icon={icon}
          aria-label={label}
          title={label}
          aria-keyshortcuts={shortcut}
          disabled={!ready}
          onClick={onClick}
        />
      ))}
    </Controls>
  );
}
