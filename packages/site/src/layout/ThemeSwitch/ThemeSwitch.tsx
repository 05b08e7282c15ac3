import { VisuallyHidden } from '@blade-console/ui';
import { Moon, SunMedium, SunMoon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  applySiteTheme,
  rememberTheme,
  SITE_THEMES,
  type SiteTheme,
  useSiteTheme,
} from '../../app/siteTheme';
import { List, ThemeLink } from './ThemeSwitch.styles';

const ICONS = { auto: SunMoon, light: SunMedium, dark: Moon } as const;

/**
 * 跟随系统 | 浅色 | 深色 (Auto | Light | Dark) as icons with their names, plain links to the same
 * page with `?theme=`: without scripts the server renders the choice and remembers it in a cookie;
 * with them the choice applies at once (a theme is only `<html>`'s attributes) and the cookie is
 * written here. Absent where the site does not own the page's theme (the console's mount).
 */
export function ThemeSwitch() {
  const { t } = useTranslation('site');
  const { pathname, search } = useLocation();
  const site = useSiteTheme();
  if (!site) return null;
  const hrefOf = (theme: SiteTheme) => {
    const params = new URLSearchParams(search);
    params.set('theme', theme);
    return `${pathname}?${params.toString()}`;
  };
  const choose = (event: MouseEvent<HTMLAnchorElement>, theme: SiteTheme) => {
    // A new tab or window asked for: the link does it, through the server.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    rememberTheme(theme);
    applySiteTheme(document.documentElement, theme);
    site.choose(theme);
  };
  return (
    <nav aria-label={t('theme.label')}>
      <List>
        {SITE_THEMES.map((theme) => {
          const Icon = ICONS[theme];
          return (
            <li key={theme}>
              <ThemeLink
                href={hrefOf(theme)}
                title={t(`theme.${theme}`)}
                aria-current={site.theme === theme ? 'true' : undefined}
                onClick={(event) => choose(event, theme)}
              >
                <Icon size={18} aria-hidden />
                <VisuallyHidden>{t(`theme.${theme}`)}</VisuallyHidden>
              </ThemeLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
