import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import { ErrorPage } from '.';

function HomeAction() {
  const { t } = useUiTranslation('ui');
  return (
    <Button variant="primary" asChild>
      <a href="#/">{t('common.backHome')}</a>
    </Button>
  );
}

export default {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { code: 404, action: <HomeAction /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;
type Story = StoryObj<typeof ErrorPage>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('404 页面不存在');
    await expect(canvas.getByRole('link', { name: '返回首页' })).toBeVisible();
  },
};
export const Forbidden: Story = { args: { code: 403 } };
export const ServerError: Story = { args: { code: 500 } };

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '404 Page not found' })).toBeVisible();
  },
};
export const DarkTheme: Story = { args: { code: 403 }, globals: { theme: 'theme-dark' } };
