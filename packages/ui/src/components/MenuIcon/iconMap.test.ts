import { House, Menu, Settings, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MENU_ICON, iconForSource, iconNameOf, isKnownIcon } from './iconMap';

describe('iconNameOf', () => {
  it('strips the iconfont class and the glyph prefixes', () => {
    expect(iconNameOf('iconfont iconicon_setting')).toBe('setting');
    expect(iconNameOf('iconfont icon-shouye')).toBe('shouye');
    expect(iconNameOf('icon-caidan')).toBe('caidan');
    expect(iconNameOf('  iconfont   iconicon_group ')).toBe('group');
    expect(iconNameOf('Setting')).toBe('setting');
  });
  it('is empty for no source', () => {
    expect(iconNameOf('')).toBe('');
    expect(iconNameOf(undefined)).toBe('');
    expect(iconNameOf(null)).toBe('');
    expect(iconNameOf('iconfont')).toBe('');
  });
});

describe('iconForSource', () => {
  it('maps the seed names', () => {
    expect(iconForSource('iconfont iconicon_setting')).toBe(Settings);
    expect(iconForSource('iconfont icon-shouye')).toBe(House);
    expect(iconForSource('iconfont iconicon_group')).toBe(Users);
    expect(iconForSource('icon-caidan')).toBe(Menu);
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
