import { i18n } from '@blade-console/ui/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProviders } from '../../app/SiteProviders';
import type { SiteTheme } from '../../app/siteTheme';
import { renderInSite } from '../../test/renderSite';
import { ThemeSwitch } from './ThemeSwitch';

function renderSwitch(theme: SiteTheme, path = '/news?category=2&lang=zh') {
  return render(
    <SiteProviders i18n={i18n} theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <ThemeSwitch />
      </MemoryRouter>
    </SiteProviders>,
  );
}

const root = document.documentElement;
afterEach(() => {
  root.removeAttribute('data-theme');
  root.removeAttribute('data-theme-mode');
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own cookie, removed
  document.cookie = 'site_theme=; Path=/; Max-Age=0';
});

describe('the theme switch', () => {
  it('offers the three choices as plain links to the same page, the shown one marked', async () => {
    renderSwitch('dark');
    const nav = screen.getByRole('navigation', { name: '外观' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['跟随系统', '浅色', '深色']);
    expect(within(nav).getByRole('link', { name: '跟随系统' })).toHaveAttribute(
      'href',
      '/news?category=2&lang=zh&theme=auto',
    );
    expect(within(nav).getByRole('link', { name: '浅色' })).toHaveAttribute(
      'href',
      '/news?category=2&lang=zh&theme=light',
    );
    expect(within(nav).getByRole('link', { name: '深色' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: '浅色' })).not.toHaveAttribute('aria-current');
  });

  it('applies a choice at once: the attributes of <html>, the cookie for a year, the mark', async () => {
    const user = userEvent.setup();
    root.setAttribute('data-theme-mode', 'auto');
    renderSwitch('auto', '/Home');
    await user.click(screen.getByRole('link', { name: '深色' }));
    expect(root).toHaveAttribute('data-theme', 'theme-dark');
    expect(root).not.toHaveAttribute('data-theme-mode');
    expect(document.cookie).toContain('site_theme=dark');
    expect(screen.getByRole('link', { name: '深色' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('link', { name: '浅色' }));
    expect(root).toHaveAttribute('data-theme', 'theme-default');
    expect(document.cookie).toContain('site_theme=light');
    await user.click(screen.getByRole('link', { name: '跟随系统' }));
    expect(root).not.toHaveAttribute('data-theme');
    expect(root).toHaveAttribute('data-theme-mode', 'auto');
    expect(document.cookie).toContain('site_theme=auto');
    expect(screen.getByRole('link', { name: '跟随系统' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '深色' })).not.toHaveAttribute('aria-current');
  });

  it('is absent where the site does not own the theme (the console mounts its routes)', () => {
    renderInSite(<ThemeSwitch />);
    expect(screen.queryByRole('navigation', { name: '外观' })).not.toBeInTheDocument();
  });
});
