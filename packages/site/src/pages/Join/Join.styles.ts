import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { donePanel, fieldGrid } from '../../styles/forms';
import { framed } from '../../styles/surfaces';

export const Form = styled.form`
  max-width: 800px;
  margin: ${vars.space[8]} auto 0;
  padding: ${vars.space[6]};
  ${framed()}
  ${fieldGrid}
`;

export const Done = styled.section`
  ${donePanel}
  h2 {
    margin: 0 0 ${vars.space[3]};
    color: ${vars.color.successText};
  }
`;
