import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Nav = styled.nav`
  margin: 0 0 ${vars.space[3]};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Crumb = styled.li`
  color: ${vars.color.textMuted};
`;

export const Current = styled.li`
  color: ${vars.color.text};
  font-weight: 500;
`;

export const Separator = styled.li`
  display: inline-flex;
  color: ${vars.color.textMuted};
  & > svg { width: 14px; height: 14px; }
`;
