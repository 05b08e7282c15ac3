import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeNames } from '../theme/themes';
import { ColorTokenTable, ThemePreview } from './ThemePreview';

export default {
  title: 'Foundations/Themes',
  component: ThemePreview,
  args: { theme: 'theme-default' },
  argTypes: { theme: { control: 'select', options: themeNames } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ThemePreview>;
type Story = StoryObj<typeof ThemePreview>;

export const Single: Story = {};

/**
 * The 11 themes side by side, each scoped by its own `data-theme`. Being a story, axe checks the
 * contrast of every theme's sidebar, top bar and tabs in a real browser.
 */
export const AllThemes: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(380px, 1fr))', gap: 24 }}>
      {themeNames.map((name) => (
        <ThemePreview key={name} theme={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Each theme resolves its own variables: the sidebar colours differ from theme to theme.
    const sidebars = [...canvasElement.querySelectorAll('nav')].map(
      (n) => getComputedStyle(n).backgroundColor,
    );
    await expect(sidebars).toHaveLength(themeNames.length);
    await expect(new Set(sidebars).size).toBeGreaterThanOrEqual(9);
  },
};

/** Same grid with a custom accent, proving the accent crosses every theme's scope. */
export const AllThemesRedAccent: Story = { ...AllThemes, globals: { accent: '#F5222D' } };

export const ColorTokens: Story = { render: () => <ColorTokenTable /> };

export const ColorTokensDark: Story = { render: () => <ColorTokenTable />, globals: { theme: 'theme-dark' } };

export const TokensApplied: Story = {
  name: 'Tokens are emitted and switch with the theme',
  globals: { theme: 'theme-dark' },
  play: async () => {
    const style = getComputedStyle(document.documentElement);
    await expect(style.getPropertyValue('--bc-color-bg').trim()).toBe('#141414');
    await expect(style.getPropertyValue('--bc-color-accent').trim().toLowerCase()).toBe('#409eff');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(20, 20, 20)');
  },
};
