import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateTabLabel } from './tabLabel';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { console: { menu: { home: 'Home' }, route: { param: 'Parameters' } } } },
});

describe('tab labels ("the page title is set from the translated tab label")', () => {
  it('translates keys, names menu items by code with the server name as fallback, keeps plain text', () => {
    expect(translateTabLabel('console:menu.home', i18n.t)).toBe('Home');
    expect(translateTabLabel('console:route.param|参数管理', i18n.t)).toBe('Parameters');
    expect(translateTabLabel('console:route.unknown|未知页面', i18n.t)).toBe('未知页面');
    expect(translateTabLabel('接口文档', i18n.t)).toBe('接口文档');
  });
});
