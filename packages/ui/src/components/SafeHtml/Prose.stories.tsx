import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Prose } from '.';

/** The article typography of SafeHtml, for text a page renders itself (already trusted markup). */
export default {
  title: 'Components/SafeHtml/Prose',
  component: Prose,
  args: {
    children: (
      <>
        <h2>华东线路调度</h2>
        <p>
          每日 <strong>06:00</strong>、14:00、22:00 发车，详见 <a href="/notice">通知</a>。
        </p>
        <ul>
          <li>上海 — 苏州</li>
          <li>苏州 — 常州</li>
        </ul>
      </>
    ),
  },
} satisfies Meta<typeof Prose>;
type Story = StoryObj<typeof Prose>;

export const Article: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: '华东线路调度' });
    const paragraph = canvas.getByText(/每日/);
    // Headings stand out from the text, links look like links.
    await expect(Number.parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(paragraph).fontSize),
    );
    await expect(getComputedStyle(canvas.getByRole('link', { name: '通知' })).textDecorationLine).toBe(
      'underline',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
