import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { article, home } from '../../test/fixtures';
import { renderSite } from '../../test/renderSite';

describe('the site header', () => {
  it('marks the current page, and the news for an article', async () => {
    const router = renderSite('/Home', { home: async () => home, newsDetail: async () => article });
    const nav = await screen.findByRole('navigation', { name: '网站导航' }, { timeout: 5000 });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '新闻动态' })).not.toHaveAttribute('aria-current');
    await router.navigate('/newsItem?id=4');
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '新闻动态' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the phone menu as a disclosure (button, Escape, choosing a page)', async () => {
    const user = userEvent.setup();
    renderSite('/Home', { home: async () => home, services: async () => home.services });
    // Shown only on narrow screens: jsdom applies no media query, so it is found by its text.
    const button = await screen.findByText('菜单', { selector: 'button' }, { timeout: 5000 });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-nav-panel');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: '网站导航', hidden: true });
    await user.click(within(nav).getByRole('link', { name: '产品服务', hidden: true }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(await screen.findByRole('heading', { level: 1, name: '产品服务' })).toBeInTheDocument();
  });

  it('offers the other language as a plain link to the same page', async () => {
    renderSite('/news?category=2', {
      news: async () => ({ records: [], total: 0, size: 9, current: 1, pages: 0 }),
    });
    const switcher = await screen.findByRole('navigation', { name: '语言' }, { timeout: 5000 });
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/news?category=2&lang=en',
    );
    expect(within(switcher).getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');
  });
});
