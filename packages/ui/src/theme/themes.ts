import { themeBlue } from './palettes/blue';
import { themeCool } from './palettes/cool';
import { themeD2 } from './palettes/d2';
import { themeDark } from './palettes/dark';
import { themeDefault } from './palettes/default';
import { themeHey } from './palettes/hey';
import { themeIview } from './palettes/iview';
import { themeLte } from './palettes/lte';
import { themeStar } from './palettes/star';
import { themeVip } from './palettes/vip';
import { themeWhite } from './palettes/white';
import type { Theme, ThemeName } from './themeTypes';

export * from './themeTypes';

/** The 11 themes (SPEC §2), one module each under ./palettes, by name. */
export const themes: Readonly<Record<ThemeName, Theme>> = {
  'theme-default': themeDefault,
  'theme-white': themeWhite,
  'theme-dark': themeDark,
  'theme-star': themeStar,
  'theme-blue': themeBlue,
  'theme-iview': themeIview,
  'theme-vip': themeVip,
  'theme-cool': themeCool,
  'theme-d2': themeD2,
  'theme-hey': themeHey,
  'theme-lte': themeLte,
};
