import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { framed } from '../../styles/surfaces';
import { wrappingRow } from '../../styles/wrappingRow';

export const List = styled.ul`
  ${wrappingRow(vars.space[2])}
  justify-content: center;
  margin: ${vars.space[8]} 0 0;
  padding: 0;
  list-style: none;
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 40px;
    min-height: 40px;
    padding: 0 ${vars.space[3]};
    ${framed('md')}
    color: ${vars.color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${vars.color.accent};
    color: ${vars.color.accentText};
  }
  a[aria-current='page'] {
    border-color: ${vars.color.accent};
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  span {
    color: ${vars.color.textMuted};
  }
`;
