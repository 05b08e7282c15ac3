import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from '.';
import type { IconProps } from './icon';

const drawn = Object.entries(icons).filter(([name]) => /^[A-Z]/.test(name)) as [
  string,
  ComponentType<IconProps>,
][];

// The props the components give their icons, and lucide-react's own.
const cases: [string, IconProps][] = [
  ['no props', {}],
  ['a size and a class', { size: 16, className: 'spin lucide' }],
  ['a name for assistive technology', { 'aria-label': 'Close', role: 'img' }],
  [
    'a colour and an absolute stroke',
    { color: 'red', size: 12, strokeWidth: 1.5, absoluteStrokeWidth: true },
  ],
  ['SVG attributes', { focusable: 'false', 'data-source': 'x', style: { flex: 'none' } } as IconProps],
];

describe('the icons drawn from lucide', () => {
  it('are the ones generated (scripts/gen-icons.mjs) and more than a few', () => {
    expect(drawn.length).toBeGreaterThan(100);
  });
  it.each(cases)('render as lucide-react does, given %s', (_case, props) => {
    for (const [name, Icon] of drawn) {
      const Lucide = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
      if (!Lucide) throw new Error(`lucide-react has no ${name}`);
      expect(renderToStaticMarkup(<Icon {...props} />), name).toBe(
        renderToStaticMarkup(<Lucide {...props} />),
      );
    }
  });
  it('are named as lucide-react names them', () => {
    expect(icons.ChevronDown.displayName).toBe('ChevronDown');
  });
});
