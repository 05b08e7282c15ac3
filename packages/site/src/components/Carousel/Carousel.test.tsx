import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { home } from '../../test/fixtures';
import { renderInSite } from '../../test/renderSite';
import { Carousel, SLIDE_MS } from './Carousel';

const renderCarousel = () => renderInSite(<Carousel slides={home.slides} />);

/** Which slide is shown (the others are hidden). */
const shown = () => screen.getAllByRole('group', { hidden: true }).findIndex((slide) => !slide.hidden);

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the home carousel', () => {
  beforeEach(() => reducedMotion(false));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves with previous, next and a button per slide, and says which slide is which', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(screen.getByRole('region', { name: '焦点图' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shown()).toBe(0);
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown()).toBe(1);
    expect(screen.getByRole('button', { name: '显示第 2 张' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown()).toBe(0);
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(shown()).toBe(1);
    await user.click(screen.getByRole('button', { name: '显示第 1 张' }));
    expect(shown()).toBe(0);
    expect(screen.getAllByRole('group', { hidden: true })[0]).toHaveAttribute(
      'aria-label',
      '第 1 张，共 2 张',
    );
  });

  it('links a slide only to a safe address', () => {
    renderCarousel();
    const links = screen.getAllByRole('link', { name: '了解详情', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/service']);
  });

  it('advances by itself while playing, and stops when paused', () => {
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe(1);
    act(() => screen.getByRole('button', { name: '暂停轮播' }).click());
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(shown()).toBe(1);
  });

  it('stays still when the visitor asks for reduced motion', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    renderCarousel();
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(shown()).toBe(0);
  });
});
