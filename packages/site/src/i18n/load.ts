import { getLocale } from '@blade-console/ui';
import { loadLocale, registerStrings } from '@blade-console/ui/i18n';

const loadZh = () => import('./zh').then((module) => module.zh);
const loadEn = () => import('./en').then((module) => module.en);
let registered = false;

/**
 * For an app that mounts the site's routes (the console): registers the site's strings in both
 * languages as loaders and loads them in the current language, so they come with the site's pages
 * (its layout route awaits this) instead of with the app's first chunk. The site's own entries
 * bundle Chinese instead (`registerSiteStrings`).
 */
export async function loadSiteStrings(): Promise<void> {
  if (!registered) registerStrings('site', { zh: loadZh, en: loadEn });
  registered = true;
  await loadLocale(getLocale());
}
