import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { headerLink } from '../../styles/headerLink';

export const List = styled.ul`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LangLink = styled.a`
  ${headerLink}
  display: inline-flex;
  min-height: 32px;
  padding: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  &[aria-current='true'] {
    color: ${vars.color.text};
    font-weight: ${vars.fontWeight.semibold};
    background: ${vars.color.surfaceMuted};
  }
`;
