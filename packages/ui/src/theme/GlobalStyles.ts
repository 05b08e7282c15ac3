import { createGlobalStyle } from 'styled-components';
import { baseRules } from './BaseStyles';
import { themeCss } from './css';

// Built once at module load: the token sheet never changes at run time (themes switch by attribute,
// the accent by inline variables), so styled-components injects it exactly once.
const tokenSheet = themeCss();

/** Only the token custom properties (all themes). Useful where base element styles are unwanted. */
export const ThemeStyles = createGlobalStyle`${tokenSheet}`;

/** Tokens plus base typography, box sizing and the focus-visible ring. */
export const GlobalStyles = createGlobalStyle`
  ${tokenSheet}
  ${baseRules}
`;
