import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

/**
 * How rich text reads, in the editor and wherever it is shown: the same headings, lists, quotes
 * and code, in the theme's colours, with pictures kept inside their column.
 */
export const proseStyles = css`
  color: ${c.text};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  overflow-wrap: anywhere;

  & > :first-child { margin-top: 0; }
  & > :last-child { margin-bottom: 0; }
  p { margin: 0 0 ${vars.space[2]}; }
  h2, h3, h4 { margin: ${vars.space[4]} 0 ${vars.space[2]}; line-height: ${vars.lineHeight.tight}; }
  h2 { font-size: ${vars.fontSize.xl}; }
  h3 { font-size: ${vars.fontSize.lg}; }
  h4 { font-size: ${vars.fontSize.md}; }
  ul, ol { margin: 0 0 ${vars.space[2]}; padding-left: ${vars.space[6]}; }
  li > p { margin: 0; }
  blockquote {
    margin: 0 0 ${vars.space[2]};
    padding: ${vars.space[1]} ${vars.space[3]};
    border-left: 3px solid ${c.borderStrong};
    color: ${c.textMuted};
  }
  code {
    padding: 0 ${vars.space[1]};
    border-radius: ${vars.radius.sm};
    background: ${c.surfaceMuted};
    font-family: ${vars.font.mono};
    font-size: 0.9em;
  }
  pre {
    margin: 0 0 ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${c.surfaceMuted};
    overflow-x: auto;
  }
  pre code { padding: 0; background: none; }
  a { color: ${c.accentText}; text-decoration: underline; }
  img { display: block; max-width: 100%; height: auto; margin: ${vars.space[2]} 0; }
  hr { border: 0; border-top: 1px solid ${c.border}; margin: ${vars.space[4]} 0; }
  table { border-collapse: collapse; max-width: 100%; display: block; overflow-x: auto; }
  th, td { border: 1px solid ${c.border}; padding: ${vars.space[1]} ${vars.space[2]}; }
`;

export const Prose = styled.div`
  ${proseStyles}
`;
