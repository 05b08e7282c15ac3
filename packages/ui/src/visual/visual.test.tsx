/**
 * Visual references: key stories in three themes, compared with the committed PNGs under
 * `__screenshots__/visual.test.tsx/` (Vitest browser mode, `toMatchScreenshot`).
 *
 * Runs in the `visual` Vitest project (Chromium, fixed viewport, animations off, fonts loaded):
 *   npx vitest run --project visual            # compare
 *   npx vitest run --project visual --update   # accept the current pixels as the new references
 *
 */
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
// Type-only: brings in the browser-mode matchers (toMatchScreenshot) without loading the module.
import type {} from 'vitest/browser';
import * as AlertStories from '../components/Alert/Alert.stories';
import * as ButtonStories from '../components/Button/Button.stories';
import * as DialogStories from '../components/Dialog/Dialog.stories';
import * as InputStories from '../components/Input/Input.stories';
import * as PaginationStories from '../components/Pagination/Pagination.stories';
import * as SelectStories from '../components/Select/Select.stories';
import { applyTheme } from '../theme/runtime';
import type { ThemeName } from '../theme/themes';

const { Variants } = composeStories(ButtonStories);
const { States: InputStates, WithIcons } = composeStories(InputStories);
const { AllTypes } = composeStories(AlertStories);
const { Default: DialogDefault } = composeStories(DialogStories);
const { Default: PaginationDefault } = composeStories(PaginationStories);
const { States: SelectStates, Default: SelectDefault } = composeStories(SelectStories);

const themes: ThemeName[] = ['theme-default', 'theme-dark', 'theme-blue'];

/** A fixed-width frame on the page background, the element that is photographed. */
function Shot({ children, width = 640 }: { children: ReactElement; width?: number }) {
  return (
    <div
      data-testid="shot"
      style={{ width, padding: 16, background: 'var(--bc-color-bg)', color: 'var(--bc-color-text)' }}
    >
      {children}
    </div>
  );
}

async function settle() {
  await document.fonts.ready;
  // Two frames: layout effects (theme, locale) and styled-components' injected rules are in.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

async function mount(element: ReactElement, theme: ThemeName) {
  render(element);
  // The story decorator applies its theme global on mount; the theme under test goes on top
  // (a theme is only an attribute on <html>, see ARCHITECTURE "Theming").
  applyTheme(theme);
  await settle();
}

const shot = () => screen.getByTestId('shot');

describe('visual references', () => {
  beforeAll(async () => {
    await document.fonts.ready;
  });
  afterEach(() => {
    cleanup();
  });

  describe.each(themes)('%s', (theme) => {
    test('Button variants', async () => {
      await mount(
        <Shot>
          <Variants />
        </Shot>,
        theme,
      );
      await expect(shot()).toMatchScreenshot(`button-${theme}`);
    });

    test('Input states and adornments', async () => {
      await mount(
        <Shot width={420}>
          <div style={{ display: 'grid', gap: 12 }}>
            <InputStates />
            <WithIcons />
          </div>
        </Shot>,
        theme,
      );
      await expect(shot()).toMatchScreenshot(`input-${theme}`);
    });

    test('Alert types', async () => {
      await mount(
        <Shot>
          <AllTypes />
        </Shot>,
        theme,
      );
      await expect(shot()).toMatchScreenshot(`alert-${theme}`);
    });

    test('Dialog', async () => {
      await mount(<DialogDefault defaultOpen trigger={undefined} />, theme);
      const dialog = await screen.findByRole('dialog');
      await settle();
      await expect(dialog).toMatchScreenshot(`dialog-${theme}`);
    });

    test('Pagination', async () => {
      await mount(
        <Shot width={760}>
          <PaginationDefault total={400} page={9} />
        </Shot>,
        theme,
      );
      await expect(shot()).toMatchScreenshot(`pagination-${theme}`);
    });

    test('Select states', async () => {
      await mount(
        <Shot width={360}>
          <SelectStates />
        </Shot>,
        theme,
      );
      await expect(shot()).toMatchScreenshot(`select-${theme}`);
    });

    test('Select open list', async () => {
      await mount(
        <Shot width={360}>
          <SelectDefault defaultValue="sz" />
        </Shot>,
        theme,
      );
      screen.getByRole('combobox').focus();
      screen
        .getByRole('combobox')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      const list = await screen.findByRole('listbox');
      await settle();
      await expect(list.parentElement!).toMatchScreenshot(`select-open-${theme}`);
    });
  });
});
