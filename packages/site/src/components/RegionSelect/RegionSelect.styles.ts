import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${vars.space[2]};
    font-weight: ${vars.fontWeight.medium};
  }
  .required {
    margin-right: 4px;
    color: ${vars.color.dangerText};
  }
`;

export const Levels = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[3]};
  margin-bottom: ${vars.space[3]};
  label {
    display: block;
    margin-bottom: ${vars.space[1]};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.textMuted};
  }
  @media (max-width: 599px) {
    grid-template-columns: 1fr;
  }
`;

export const Message = styled.p`
  margin: ${vars.space[1]} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.dangerText};
`;
