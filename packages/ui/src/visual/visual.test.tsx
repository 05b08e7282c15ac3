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

/** Stories photographed in the frame as they render: `name` is the reference's file name. */
const framed: { title: string; name: string; width?: number; story: () => ReactElement }[] = [
  { title: 'Button variants', name: 'button', story: () => <Variants /> },
  {
    title: 'Input states and adornments',
    name: 'input',
    width: 420,
    story: () => (
      <div style={{ display: 'grid', gap: 12 }}>
        <InputStates />
        <WithIcons />
      </div>
    ),
  },
  { title: 'Alert types', name: 'alert', story: () => <AllTypes /> },
  {
    title: 'Pagination',
    name: 'pagination',
    width: 760,
    story: () => <PaginationDefault total={400} page={9} />,
  },
  { title: 'Select states', name: 'select', width: 360, story: () => <SelectStates /> },
];

describe('visual references', () => {
  beforeAll(async () => {
    await document.fonts.ready;
  });
  afterEach(() => {
    cleanup();
  });

  describe.each(themes)('%s', (theme) => {
    test.each(framed)('$title', async ({ name, width, story }) => {
      await mount(<Shot width={width}>{story()}</Shot>, theme);
      await expect(shot()).toMatchScreenshot(`${name}-${theme}`);
    });

    test('Dialog', async () => {
      await mount(<DialogDefault defaultOpen trigger={undefined} />, theme);
      const dialog = await screen.findByRole('dialog');
      await settle();
      await expect(dialog).toMatchScreenshot(`dialog-${theme}`);
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
