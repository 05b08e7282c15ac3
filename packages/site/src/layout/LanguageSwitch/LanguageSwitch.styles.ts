import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LangLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${vars.color.accentText};
    background: ${vars.color.surfaceMuted};
  }
  &[aria-current='true'] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
    background: ${vars.color.surfaceMuted};
  }
`;
