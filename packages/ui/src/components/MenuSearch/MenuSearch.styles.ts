import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Results = styled.ul`
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
`;

export const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  cursor: pointer;

  & > svg { color: ${vars.color.textMuted}; flex: none; }
  &[aria-selected='true'] {
    background: ${vars.color.accentLight};
    color: ${vars.color.accentText};
    /* A bar as well as the tint, so the selection shows without colour. */
    box-shadow: inset 3px 0 0 ${vars.color.accent};
  }
  &[aria-selected='true'] > svg { color: inherit; }
`;

export const Texts = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Path = styled.span`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};
  font-family: ${vars.font.mono};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  [aria-selected='true'] & { color: inherit; }
`;

export const Hint = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
`;

export const Empty = styled.p`
  margin: ${vars.space[4]} 0;
  text-align: center;
  color: ${vars.color.textMuted};
`;
