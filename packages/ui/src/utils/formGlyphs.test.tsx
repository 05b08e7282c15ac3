import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Check, CircleAlert, CircleCheck, CircleX, Eye, EyeOff, Info, Minus, X } from './formGlyphs';

type Icon = ComponentType<{ 'aria-hidden': 'true' }>;

/** The markup without lucide-react's class names (`lucide lucide-eye`), which nothing styles. */
const drawing = (Glyph: Icon) =>
  renderToStaticMarkup(<Glyph aria-hidden="true" />).replace(/ class="[^"]*"/, '');

const pairs: [string, Icon, Icon][] = [
  ['Check', Check, lucide.Check],
  ['CircleAlert', CircleAlert, lucide.CircleAlert],
  ['CircleCheck', CircleCheck, lucide.CircleCheck],
  ['CircleX', CircleX, lucide.CircleX],
  ['Eye', Eye, lucide.Eye],
  ['EyeOff', EyeOff, lucide.EyeOff],
  ['Info', Info, lucide.Info],
  ['Minus', Minus, lucide.Minus],
  ['X', X, lucide.X],
];

describe('the sign-in form components’ and the check box’s glyphs', () => {
  it.each(pairs)('%s draws what lucide-react draws', (_name, glyph, icon) => {
    expect(drawing(glyph)).toBe(drawing(icon));
  });
});
