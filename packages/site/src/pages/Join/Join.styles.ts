import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* No row gap: each FormField keeps a line for its message under the control. */
  gap: ${vars.space[1]} ${vars.space[5]};
  max-width: 800px;
  margin: ${vars.space[8]} auto 0;
  padding: ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  > .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 699px) {
    grid-template-columns: 1fr;
    padding: ${vars.space[4]};
  }
`;

export const Done = styled.section`
  max-width: 640px;
  margin: ${vars.space[10]} auto 0;
  padding: ${vars.space[8]} ${vars.space[6]};
  text-align: center;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  h2 {
    margin: 0 0 ${vars.space[3]};
    font-size: ${vars.fontSize.xxl};
    color: ${vars.color.successText};
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0 0 ${vars.space[6]};
  }
`;
