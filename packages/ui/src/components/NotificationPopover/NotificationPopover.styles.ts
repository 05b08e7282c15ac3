import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { centredSquare } from '../../utils/centredSquare';

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Entry = styled.li`
  display: flex;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[1]};
  border-bottom: 1px solid ${vars.color.border};
  &:last-child { border-bottom: 0; }
`;

export const EntryIcon = styled.span`
  ${centredSquare('32px')}
  flex: none;
  border-radius: 50%;
  background: ${vars.color.accentLight};
  color: ${vars.color.accentText};
  svg { width: 16px; height: 16px; }
`;

export const EntryText = styled.div`
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  p { margin: 0; }
  p + p { margin-top: 2px; color: ${vars.color.textMuted}; font-size: ${vars.fontSize.xs}; }
`;

export const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${vars.space[2]};
  border-top: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;
