import { useId, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Check, Palette } from '../../icons';
import { DEFAULT_ACCENT } from '../../theme/accent';
import { applyAccent, normalizeColor } from '../../theme/runtime';
import { Alert } from '../Alert';
import { Popover } from '../Popover';
import { ToolButton } from '../TopBar/ToolButton';
import { CustomRow, Dot, Heading, Panel, Swatches, SwatchFace, SwatchLabel } from './ColorPicker.styles';
import { clashesWithDanger } from './dangerClash';
import { ACCENT_PRESETS } from './presets';

export interface ColorPickerProps {
  /** Current primary colour (controlled). */
  value?: string;
  /** Initial colour when uncontrolled (default #409EFF, SPEC §9). */
  defaultValue?: string;
  /** Called with the chosen colour as `#rrggbb` after it was applied. */
  onChange?: (color: string) => void;
  presets?: readonly string[];
  /** Apply with `applyAccent` on `<html>` (default true); false leaves applying to the caller. */
  apply?: boolean;
}

const same = (a: string, b: string) => normalizeColor(a) === normalizeColor(b);

/**
 * The primary-colour picker of the top bar: preset swatches (a radio group: arrow keys move and
 * choose) and a custom colour input. Choosing recolours the UI at once through `applyAccent`.
 */
export function ColorPicker({
  value,
  defaultValue = DEFAULT_ACCENT,
  onChange,
  presets = ACCENT_PRESETS,
  apply = true,
}: ColorPickerProps) {
  const { t } = useUiTranslation('ui');
  const name = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const hex = normalizeColor(current) ?? normalizeColor(DEFAULT_ACCENT) ?? '';

  const choose = (color: string) => {
    const normal = normalizeColor(color);
    if (!normal) return;
    if (apply && !applyAccent(normal)) return;
    setOwn(normal);
    onChange?.(normal);
  };

  return (
    <Popover
      aria-label={t('colorPicker.label')}
      trigger={
        <ToolButton type="button" aria-label={`${t('colorPicker.label')} ${hex}`}>
          <Palette aria-hidden="true" />
          <Dot aria-hidden="true" style={{ background: hex }} />
        </ToolButton>
      }
    >
      <Panel>
        <Swatches role="radiogroup" aria-label={t('colorPicker.presets')}>
          {presets.map((color) => {
            const checked = same(color, current);
            return (
              <SwatchLabel key={color} title={color}>
                <input
                  type="radio"
                  name={name}
                  value={color}
                  checked={checked}
                  aria-label={color}
                  onChange={() => choose(color)}
                />
                <SwatchFace aria-hidden="true" style={{ background: color }}>
                  {checked ? <Check /> : null}
                </SwatchFace>
              </SwatchLabel>
            );
          })}
        </Swatches>
        <Heading aria-hidden="true">{t('colorPicker.custom')}</Heading>
        <CustomRow>
          <input
            type="color"
            value={hex}
            aria-label={t('colorPicker.custom')}
            onChange={(e) => choose(e.target.value)}
          />
          <code>{hex.toUpperCase()}</code>
        </CustomRow>
        {clashesWithDanger(hex) ? (
          <Alert type="warning" showIcon={false}>
            {t('colorPicker.dangerClash')}
          </Alert>
        ) : null}
      </Panel>
    </Popover>
  );
}
