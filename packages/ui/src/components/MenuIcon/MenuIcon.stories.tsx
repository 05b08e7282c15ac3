import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MenuIcon, menuIconMap } from '.';

export default {
  title: 'Components/MenuIcon',
  component: MenuIcon,
  args: { source: 'iconfont iconicon_setting', size: 24 },
} satisfies Meta<typeof MenuIcon>;
type Story = StoryObj<typeof MenuIcon>;

export const Single: Story = {};

/** Every mapped glyph name, then an empty and an unknown source (both show the default icon). */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 8,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {[...Object.keys(menuIconMap).map((k) => `iconfont iconicon_${k}`), '', 'iconfont icon-unknown'].map(
        (source) => (
          <li key={source || 'empty'} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 12 }}>
            <MenuIcon source={source} size={20} />
            <code>{source || '(empty)'}</code>
          </li>
        ),
      )}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons.length).toBe(Object.keys(menuIconMap).length + 2);
    // The empty and unknown sources draw the same (default) icon.
    const last = [...icons].slice(-2).map((svg) => svg.getAttribute('class'));
    await expect(last[0]).toBe(last[1]);
  },
};
