import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupConsoleScreens } from '../../../test/consoleScreens';
import { renderApp } from '../../../test/renderApp';

/**
 * The logs on a phone: one server writes every entry, so its name, host, address and environment
 * are the same on each card; a card names what tells the entry apart (what was called, the
 * exception, the job) and when, not where it came from.
 */
setupConsoleScreens(() => [import('./Api'), import('./Error'), import('./Usual')]);

let width: number;
beforeEach(() => {
  width = window.innerWidth;
  window.innerWidth = 360;
});
afterEach(() => {
  window.innerWidth = width;
});

/** The first card of the log named `name` once its list has come: its title and its lines. */
async function firstCard(path: string, name: string) {
  renderApp(path);
  const cards = within(await screen.findByRole('region', { name }, { timeout: 15_000 }));
  const card = (await cards.findAllByRole('listitem'))[0]!;
  return { card: within(card), text: card.textContent ?? '' };
}

describe('a log entry’s card on a phone', { timeout: 40_000 }, () => {
  it('API log: the call’s title, then its address, duration and time, not the server', async () => {
    const { card, text } = await firstCard('/monitor/log/api', '接口日志');
    expect(card.getByText('参数列表')).toBeInTheDocument();
    expect(text).toContain('/param/list');
    expect(text).toContain('请求时间');
    // A duration says its unit: "12" alone could be seconds.
    expect(text).toMatch(/请求时间\d[\d,]*毫秒/);
    expect(text).not.toContain('blade-system');
    expect(text).not.toContain('127.0.0.1');
  });

  it('error log: the exception, then the call’s address and time', async () => {
    const { card, text } = await firstCard('/monitor/log/error', '错误日志');
    expect(card.getByText('java.lang.NullPointerException')).toBeInTheDocument();
    expect(text).toContain('/user/submit');
    expect(text).not.toContain('127.0.0.1');
  });

  it('general log: the entry’s id, then its level and time', async () => {
    const { text } = await firstCard('/monitor/log/usual', '通用日志');
    expect(text).toContain('INFO');
    expect(text).not.toContain('127.0.0.1');
  });
});
