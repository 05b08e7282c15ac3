import { createGlobalStyle, css } from 'styled-components';
import { vars } from './tokens';

/** Base typography, box sizing and the focus-visible ring (the rules of `GlobalStyles` beside the tokens). */
export const baseRules = css`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${vars.font.sans};
    font-size: ${vars.fontSize.md};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.text};
    background: ${vars.color.bg};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  /* Chinese text reads better without synthetic italics/bold and with looser punctuation rules. */
  :lang(zh) { font-synthesis: none; line-break: strict; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /*
   * Media and native controls never outgrow their box: a file input is about 300 px wide on its
   * own, wider than its column in a form on a 360 px phone (issue 16).
   */
  img, video, canvas, iframe, input, select, textarea { max-width: 100%; }

  /* One focus ring for everything keyboard-focused; mouse focus stays quiet. */
  :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  :focus:not(:focus-visible) { outline: none; }

  ::selection { background: ${vars.color.accentLight}; }
`;

/**
 * The base rules without the token sheet, for a page that carries the tokens in its HTML
 * (`themeCss()` inlined at build time): its script then holds none of the themes' colours.
 */
export const BaseStyles = createGlobalStyle`${baseRules}`;
