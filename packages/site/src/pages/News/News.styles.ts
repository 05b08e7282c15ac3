import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { framed } from '../../styles/surfaces';
import { wrappingRow } from '../../styles/wrappingRow';

export const Filter = styled.nav`
  margin: ${vars.space[6]} 0;
  ul {
    ${wrappingRow(vars.space[2])}
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${vars.space[4]};
    ${framed('full')}
    color: ${vars.color.text};
    text-decoration: none;
    &:hover {
      border-color: ${vars.color.accent};
      color: ${vars.color.accentText};
    }
    &[aria-current='page'] {
      border-color: ${vars.color.accent};
      background: ${vars.color.accent};
      color: ${vars.color.onAccent};
    }
  }
`;
