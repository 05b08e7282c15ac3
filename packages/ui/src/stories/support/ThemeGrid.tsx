import { type ReactNode, useId, useState } from 'react';
import { styled } from 'styled-components';
import { DialogHost } from '../../components/Dialog/DialogHost';
import { useUiTranslation } from '../../i18n/uiStrings';
import { type ThemeName, themeNames } from '../../theme/themes';
import { vars } from '../../theme/tokens';

/** Storybook's parameter of a story (or a file's stories) for the "All themes" view. */
export interface AllThemesParameters {
  /**
   * The narrowest a theme's panel gets (default 340 px). A dialog story sets about its dialog's
   * width plus the panel's padding, at most 640 so that two panels fit side by side on a usual
   * canvas (a wider dialog narrows to its panel); full-screen and 70 % dialogs take 960, one a row.
   */
  panelWidth?: number;
}

const Grid = styled.div<{ $panelWidth: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$panelWidth}px), 1fr));
  gap: 16px;
`;

const Panel = styled.section`
  min-width: 0;
  padding: 16px;
  border: 1px solid ${vars.color.border};
  border-radius: 8px;
  background: ${vars.color.bg};
  color: ${vars.color.text};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  margin-bottom: 12px;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};

  code {
    font: 12px / 1.4 ${vars.font.mono};
    font-weight: normal;
    color: ${vars.color.textMuted};
  }
`;

/** The story and, over it, the dialogs it opens: both in one grid cell, the panel as tall as either. */
const Body = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

/**
 * Where the panel's dialogs render: over the story, on the theme's backdrop, as the product shows
 * them over a page; gone while no dialog is open. Several dialogs (a question over a form) share
 * its one cell, the later on top.
 */
const Stage = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  justify-items: center;
  align-items: start;
  padding: 24px 16px;
  border-radius: 4px;
  background: ${vars.color.backdrop};
  /* The dialogs' shadow stays on the backdrop, off the panel's edge and the gap to the next. */
  overflow: hidden;

  &:empty {
    display: none;
  }

  & > * {
    grid-area: 1 / 1;
  }

  /* A question over a dialog (放弃修改？ over a form) dims the dialog below, as its overlay does. */
  && > * + * {
    box-shadow:
      ${vars.shadow.lg},
      0 0 0 100vmax ${vars.color.backdrop};
  }
`;

/** One theme's panel: its scope (`data-theme`), its translated name, the story and its dialogs. */
function ThemePanel({ name, render }: { name: ThemeName; render: () => ReactNode }) {
  const { t } = useUiTranslation('ui');
  const nameId = useId();
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  return (
    // A region named after the theme, so a play function finds the panel by the name shown.
    <Panel data-theme={name} aria-labelledby={nameId}>
      <Header data-panel-header="">
        <span id={nameId}>{t(`theme.${name}`)}</span>
        <code>{name}</code>
      </Header>
      <Body>
        <div>
          <DialogHost container={stage}>{render()}</DialogHost>
        </div>
        <Stage ref={setStage} data-dialog-stage="" />
      </Body>
    </Panel>
  );
}

/**
 * Storybook's "All themes": the story once per theme, side by side, each in a panel of its own with
 * the theme's name in the current language. A dialog the story opens shows in its panel (see
 * `DialogHost`), not over the page.
 */
export function ThemeGrid({ render, panelWidth = 340 }: { render: () => ReactNode; panelWidth?: number }) {
  return (
    <Grid $panelWidth={panelWidth}>
      {themeNames.map((name) => (
        <ThemePanel key={name} name={name} render={render} />
      ))}
    </Grid>
  );
}
