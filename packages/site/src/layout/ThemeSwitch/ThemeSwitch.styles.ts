import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 2px;
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const ThemeLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 28px;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.textMuted};
  &:hover {
    color: ${vars.color.accentText};
    background: ${vars.color.surfaceMuted};
  }
  &[aria-current='true'] {
    color: ${vars.color.text};
    background: ${vars.color.surfaceMuted};
  }
  svg {
    flex: none;
  }
`;
