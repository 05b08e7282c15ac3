import { setLocale } from '@blade-console/ui';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { home } from '../../test/fixtures';
import { renderSite } from '../../test/renderSite';

describe('the home page', () => {
  afterEach(async () => {
    await setLocale('zh');
  });

  it('shows slides, services, latest news, the development path and contacts from its data', async () => {
    renderSite('/Home', { home: async () => home });
    expect(
      await screen.findByRole('heading', { level: 1, name: /让每一件货物准时抵达/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    for (const name of ['产品服务', '新闻动态', '发展历程', '联系我们']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('通达全国的干线运输')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '整车运输' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home.news[0]?.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '公司在上海成立' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '400-820-8820' })).toHaveAttribute('href', 'tel:4008208820');
  });

  it('asks for the content of the page language and shows the English strings', async () => {
    await setLocale('en');
    const read = vi.fn(async () => ({ ...home, slides: [], news: [] }));
    renderSite('/Home', { home: read }, 'en');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Every shipment, on time/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith('en');
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/order');
    // No news in this language: no empty news section.
    expect(screen.queryByRole('heading', { level: 2, name: 'Latest news' })).not.toBeInTheDocument();
  });
});
