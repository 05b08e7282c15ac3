import { useId } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Check } from '../../icons';
import { applyTheme } from '../../theme/runtime';
import { type ThemeName, themeNames } from '../../theme/themes';
import { Dialog } from '../Dialog';
import {
  Choice,
  Grid,
  MiniContent,
  MiniSidebar,
  MiniTabs,
  MiniTop,
  Name,
  Preview,
} from './ThemeDialog.styles';

export interface ThemeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The current theme. */
  value: ThemeName;
  /** Called after the chosen theme was applied (`applyTheme`); store it. */
  onChange: (theme: ThemeName) => void;
  /** Apply on `<html>` at once (default true). */
  apply?: boolean;
}

/**
 * The theme chooser: the 11 themes as live miniatures of the shell, each rendered with its own
 * `data-theme` so it shows that theme's real variables. A radio group: arrow keys move and apply.
 */
export function ThemeDialog({ open, onOpenChange, value, onChange, apply = true }: ThemeDialogProps) {
  const { t } = useUiTranslation('ui');
  const name = useId();
  const choose = (theme: ThemeName) => {
    if (apply) applyTheme(theme);
    onChange(theme);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('themeDialog.title')} width={880}>
      <Grid role="radiogroup" aria-label={t('themeDialog.choose')}>
        {themeNames.map((theme) => {
          const checked = theme === value;
          return (
            <Choice key={theme}>
              <input
                type="radio"
                name={name}
                value={theme}
                checked={checked}
                onChange={() => choose(theme)}
              />
              <Preview data-theme={theme} aria-hidden="true" data-testid={`preview-${theme}`}>
                <MiniSidebar>
                  <i />
                  <i />
                  <i />
                  <i />
                </MiniSidebar>
                <MiniTop />
                <MiniTabs />
                <MiniContent>
                  <b />
                  <i />
                </MiniContent>
              </Preview>
              <Name>
                {checked ? <Check aria-hidden="true" /> : null}
                {t(`theme.${theme}`)}
              </Name>
            </Choice>
          );
        })}
      </Grid>
    </Dialog>
  );
}
