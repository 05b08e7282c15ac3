import { vars } from '../theme/tokens';

/** The colour families that come in three steps: the colour itself, a light tint and readable text. */
export type Tone = 'accent' | 'info' | 'success' | 'warning' | 'danger';

/**
 * A tone's three theme colours (`vars.color.<tone>`, `<tone>Light`, `<tone>Text`): a tinted
 * surface (alert, status tag) uses the tint behind the text colour and the colour itself for its edge.
 */
export function toneColours(tone: Tone) {
  return {
    base: vars.color[tone],
    light: vars.color[`${tone}Light`],
    text: vars.color[`${tone}Text`],
  };
}
