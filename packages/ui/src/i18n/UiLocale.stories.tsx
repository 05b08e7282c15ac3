import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Empty } from '../components/Empty';
import { loadLocale } from '.';
import { UiLocale } from './uiStrings';

/** A language fixed for a subtree, as a server rendering visitors of both languages uses it. */
export default {
  title: 'Providers/UiLocale',
  component: UiLocale,
  args: { locale: 'en' },
  // Both languages' strings, as such a server loads them at start.
  loaders: [() => Promise.all([loadLocale('zh'), loadLocale('en')])],
  render: (args) => (
    <>
      <Empty />
      <UiLocale {...args}>
        <Empty />
      </UiLocale>
    </>
  ),
} satisfies Meta<typeof UiLocale>;
type Story = StoryObj<typeof UiLocale>;

export const EnglishInsideAChinesePage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};
