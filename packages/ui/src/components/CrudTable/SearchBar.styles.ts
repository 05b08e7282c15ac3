import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

export const SearchItem = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  width: ${(p) => (p.$wide ? '500px' : '220px')};
  max-width: 100%;

  > label,
  > span {
    font-size: ${vars.fontSize.sm};
    color: ${c.textMuted};
  }
`;

/** `$narrow`: a phone's form, each field the form's whole width (a fixed 220 px left a third empty). */
export const SearchForm = styled.form<{ $narrow?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};
  padding: ${vars.space[4]};
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};

  ${(p) =>
    p.$narrow &&
    css`
      > ${SearchItem} {
        width: 100%;
      }
    `}
`;

export const SearchActions = styled.div`
  display: flex;
  /* On a phone in English, search, reset and "More filters" are wider than the form. */
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
