import { describe, expect, it } from 'vitest';
import { House, Menu, Settings, Users } from '../../icons';
import { DEFAULT_MENU_ICON, iconForSource, iconNameOf, isKnownIcon } from './iconMap';

describe('iconNameOf', () => {
  // The iconfont class and the glyph prefixes are stripped; no source is no name.
  it.each([
    ['iconfont iconicon_setting', 'setting'],
    ['iconfont icon-shouye', 'shouye'],
    ['icon-caidan', 'caidan'],
    ['  iconfont   iconicon_group ', 'group'],
    ['Setting', 'setting'],
    ['', ''],
    [undefined, ''],
    [null, ''],
    ['iconfont', ''],
  ])('names %j %j', (source, name) => {
    expect(iconNameOf(source)).toBe(name);
  });
});

describe('iconForSource', () => {
  it.each([
    ['iconfont iconicon_setting', Settings],
    ['iconfont icon-shouye', House],
    ['iconfont iconicon_group', Users],
    ['icon-caidan', Menu],
  ])('maps the seed name %j', (source, icon) => {
    expect(iconForSource(source)).toBe(icon);
  });
  it('falls back to the default icon', () => {
    expect(DEFAULT_MENU_ICON).toBe(Menu);
    expect(iconForSource('')).toBe(DEFAULT_MENU_ICON);
    expect(iconForSource(undefined)).toBe(DEFAULT_MENU_ICON);
    expect(iconForSource('iconfont icon-no-such-glyph')).toBe(DEFAULT_MENU_ICON);
    // Object.prototype names are not icons.
    expect(iconForSource('constructor')).toBe(DEFAULT_MENU_ICON);
  });
  it('tells known from unknown', () => {
    expect(isKnownIcon('iconfont iconicon_sms')).toBe(true);
    expect(isKnownIcon('iconfont icon-nope')).toBe(false);
    expect(isKnownIcon('')).toBe(false);
  });
});
