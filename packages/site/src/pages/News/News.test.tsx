import type { SiteNewsQuery } from '@blade-console/blade-client/types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { home } from '../../test/fixtures';
import { renderSite } from '../../test/renderSite';

describe('the news list', () => {
  it('asks for the page and category of its address, and pages by real links', async () => {
    const news = vi.fn(async (query: SiteNewsQuery) => ({
      records: home.news,
      total: 20,
      size: 9,
      current: query.current ?? 1,
      pages: 3,
    }));
    renderSite('/news?category=2&page=2', { news });
    expect(await screen.findByRole('link', { name: home.news[0]?.title }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/newsItem?id=4',
    );
    expect(news).toHaveBeenCalledWith({ lang: 'zh', current: 2, size: 9, category: 2 });
    const pages = screen.getByRole('navigation', { name: '新闻分页' });
    expect(within(pages).getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/news?category=2');
    expect(within(pages).getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/news?category=2&page=3',
    );
    const filter = screen.getByRole('navigation', { name: '按类别筛选' });
    expect(within(filter).getByRole('link', { name: '行业动态' })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: '全部' })).toHaveAttribute('href', '/news');
  });

  it('says so when a category has no news', async () => {
    renderSite('/news?category=3', {
      news: async () => ({ records: [], total: 0, size: 9, current: 1, pages: 0 }),
    });
    expect(await screen.findByText('这个类别下暂时没有新闻', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '新闻分页' })).not.toBeInTheDocument();
  });
});
