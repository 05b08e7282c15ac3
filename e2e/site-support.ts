import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The public pages of SPEC §2, each with its heading and a text the server fills in. */
export const SITE_PAGES = [
  {
    path: '/Home',
    h1: /让每一件货物准时抵达/,
    text: '通达全国的干线运输',
    title: '布雷德物流 · 让每一件货物准时抵达',
  },
  { path: '/order', h1: '在线预约下单', text: '发货地区', title: '在线预约下单 · 布雷德物流' },
  { path: '/service', h1: '产品服务', text: '按需调度整车', title: '产品服务 · 布雷德物流' },
  { path: '/news', h1: '新闻动态', text: '华东智能分拨中心正式投入运营', title: '新闻动态 · 布雷德物流' },
  { path: '/goin', h1: '关于我们', text: '公司在上海成立', title: '关于我们 · 布雷德物流' },
  { path: '/product', h1: '加入我们', text: '留言内容', title: '加入我们 · 布雷德物流' },
] as const;

/**
 * Waits until the page's scripts have hydrated it: the server's page is readable at once, but the
 * site starts its scripts after the first paint (SiteLayout marks `<html data-site-ready>`).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-site-ready="true"]')).toHaveCount(1);
}

/** axe's WCAG 2.x A/AA rules on the page as it is: no violation allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Console errors and uncaught errors of a page (a hydration mismatch is reported as one). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
