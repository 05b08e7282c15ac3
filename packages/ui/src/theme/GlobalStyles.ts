import { createGlobalStyle } from 'styled-components';
import { themeCss } from './css';
import { vars } from './tokens';

// Built once at module load: the token sheet never changes at run time (themes switch by attribute,
// the accent by inline variables), so styled-components injects it exactly once.
const tokenSheet = themeCss();

/** Only the token custom properties (all themes). Useful where base element styles are unwanted. */
export const ThemeStyles = createGlobalStyle`${tokenSheet}`;

/** Tokens plus base typography, box sizing and the focus-visible ring. */
export const GlobalStyles = createGlobalStyle`
  ${tokenSheet}

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
