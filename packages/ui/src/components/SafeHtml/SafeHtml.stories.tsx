import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';
import { DANGEROUS_TAGS, dangerousAttributes, OWASP_XSS_PAYLOADS } from './xssPayloads';

declare global {
  interface Window {
    __xss?: unknown;
  }
}

export default {
  title: 'Data/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<h2>长三角次日达</h2><p>分拨中心启用后，次日达覆盖率由 <strong>91%</strong> 提升至 <em>98%</em>。</p>' +
      '<ul><li><p>分拣准确率 99.99%</p></li><li><p>平均中转时长缩短 3.5 小时</p></li></ul>' +
      '<blockquote><p>客户至上，准时必达。</p></blockquote><p>详见 <a href="https://www.example.com">官网</a>，代码 <code>BX-2026</code>。</p>',
  },
} satisfies Meta<typeof SafeHtml>;
type Story = StoryObj<typeof SafeHtml>;

/** Formatted text as readers see it, in the theme's colours. */
export const Formatted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '长三角次日达' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '官网' })).toHaveAttribute(
      'href',
      'https://www.example.com',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * Every OWASP payload stored as content, rendered in a real browser: nothing runs (the flag the
 * payloads set stays unset even after a broken picture's error event has fired), and no handler,
 * style or script address reaches the page.
 */
export const XssPayloadsAreInert: Story = {
  // The payloads are attacks, not content: their pictures lack alternative text by design.
  parameters: { a11y: { test: 'off' } },
  render: () => (
    <div>
      {OWASP_XSS_PAYLOADS.map((payload) => (
        <SafeHtml key={payload} html={payload} />
      ))}
      <SafeHtml html='<img src="x" alt="broken picture">' />
    </div>
  ),
  play: async ({ canvasElement }) => {
    window.__xss = undefined;
    const broken = within(canvasElement).getByAltText('broken picture') as HTMLImageElement;
    // The payloads' own `src=x` pictures fail the same way: their handlers would have run by now.
    await waitFor(() => expect(broken.complete).toBe(true));
    await expect(canvasElement.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
    await expect(dangerousAttributes(canvasElement)).toEqual([]);
    await expect(window.__xss).toBeUndefined();
  },
};
