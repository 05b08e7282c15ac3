import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { allThemesParameters, dialogInAllThemes } from '../../stories/support/allThemes';
import { applyTheme, getTheme } from '../../theme/runtime';
import { DEFAULT_THEME, type ThemeName, themeNames } from '../../theme/themes';
import { ThemeDialog } from '.';

function Demo({ onChange }: { onChange: (theme: ThemeName) => void }) {
  const [theme, setTheme] = useState<ThemeName>(getTheme());
  return (
    <ThemeDialog
      open
      onOpenChange={() => {}}
      value={theme}
      onChange={(next) => {
        setTheme(next);
        onChange(next);
      }}
    />
  );
}

export default {
  title: 'Shell/ThemeDialog',
  component: Demo,
  args: { onChange: fn() },
  // The dialog changes <html data-theme>: put the default back for the next story.
  beforeEach: () => () => applyTheme(DEFAULT_THEME),
  parameters: allThemesParameters(640),
} satisfies Meta<typeof Demo>;
type Story = StoryObj<typeof Demo>;

export const ElevenLivePreviews: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '选择主题' });
    const radios = within(dialog).getAllByRole('radio');
    await expect(radios).toHaveLength(11);
    await expect(themeNames).toHaveLength(11);
    // Each preview carries its own theme scope, so its colours are that theme's.
    const dark = dialog.querySelector('[data-testid="preview-theme-dark"]') as HTMLElement;
    const white = dialog.querySelector('[data-testid="preview-theme-white"]') as HTMLElement;
    await expect(dark).toHaveAttribute('data-theme', 'theme-dark');
    await expect(getComputedStyle(dark).backgroundColor).not.toBe(getComputedStyle(white).backgroundColor);
    await expect(within(dialog).getByRole('radio', { name: '默认主题' })).toBeChecked();
  },
};

export const ChoosingAppliesAtOnce: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '选择主题' });
    await userEvent.click(within(dialog).getByText('黑色主题'));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'theme-dark');
    await expect(args.onChange).toHaveBeenCalledWith('theme-dark');
    await expect(within(dialog).getByRole('radio', { name: '黑色主题' })).toBeChecked();
    // Arrow keys move through the radio group and apply.
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'theme-star');
    await expect(args.onChange).toHaveBeenLastCalledWith('theme-star');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Choose a theme' });
    await expect(within(dialog).getByRole('radio', { name: 'Smart blue' })).toBeInTheDocument();
  },
};

/** For designers: the theme picker in each of the 11 themes, side by side, open in each panel. */
export const AllThemes: Story = dialogInAllThemes(640, '选择主题', { each: { role: 'radiogroup' } });
