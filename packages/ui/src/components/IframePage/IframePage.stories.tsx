import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IframePage } from '.';

export default {
  title: 'Shell/IframePage',
  component: IframePage,
  args: { src: 'http://127.0.0.1:9/swagger-ui.html', title: '接口文档', height: '360px' },
} satisfies Meta<typeof IframePage>;
type Story = StoryObj<typeof IframePage>;

export const ShowsHttpAddress: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('接口文档');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'http://127.0.0.1:9/swagger-ui.html');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    await expect(sandbox).toContain('allow-scripts');
    await expect(sandbox).not.toContain('allow-top-navigation');
    await expect(canvas.getByRole('link', { name: '在新窗口打开' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** The "open in a new window" link sits beside the page, not over it (issue 16, point 8). */
export const LinkLeavesThePageUncovered: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('接口文档').getBoundingClientRect();
    const link = canvas.getByRole('link', { name: '在新窗口打开' }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThan(0);
    const overlaps =
      link.left < frame.right &&
      frame.left < link.right &&
      link.top < frame.bottom &&
      frame.top < link.bottom;
    await expect(overlaps).toBe(false);
  },
};

export const RefusesJavascript: Story = {
  args: { src: 'javascript:alert(document.cookie)' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText('无法在控制台中打开此地址')).toBeVisible();
    await expect(canvas.getByText(/javascript:alert/)).toBeVisible();
  },
};

export const RefusesData: Story = {
  globals: { locale: 'en' },
  args: { src: 'data:text/html,<script>alert(1)</script>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(await canvas.findByText('This address cannot be opened in the console')).toBeVisible();
  },
};
