import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { article } from '../../test/fixtures';
import { renderSite } from '../../test/renderSite';

/** The site's own not-found page is shown (its loader answered 404): its heading, once it has rendered. */
async function expectNotFoundPage() {
  expect(
    await screen.findByRole('heading', { level: 1, name: '没有找到这个页面' }, { timeout: 5000 }),
  ).toBeInTheDocument();
}

describe('an article', () => {
  it('shows its title, date, author, cover and text', async () => {
    const newsDetail = vi.fn(async () => article);
    renderSite('/newsItem?id=4', { newsDetail });
    expect(
      await screen.findByRole('heading', { level: 1, name: article.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(newsDetail).toHaveBeenCalledWith('4');
    expect(screen.getByText('发布于 2026-11-18')).toBeInTheDocument();
    expect(screen.getByText('作者：新闻中心')).toBeInTheDocument();
    expect(screen.getByText('分拨中心启用后，次日达覆盖率提升至 98%。')).toBeInTheDocument();
    expect(document.querySelector('img.cover')).toHaveAttribute('src', '/site/news/hub.svg');
  });

  it('shows a friendly page for an unknown or unpublished article, inside the site', async () => {
    const newsDetail = vi.fn(async () => undefined);
    renderSite('/newsItem?id=404', { newsDetail });
    await expectNotFoundPage();
    expect(screen.getByRole('link', { name: '浏览新闻' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('navigation', { name: '网站导航' })).toBeInTheDocument();
  });

  it('does not ask for an id that cannot be one', async () => {
    const newsDetail = vi.fn(async () => article);
    renderSite('/newsItem?id=<script>', { newsDetail });
    await expectNotFoundPage();
    expect(newsDetail).not.toHaveBeenCalled();
  });
});
