import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { donePanel, fieldGrid } from '../../styles/forms';
import { framed } from '../../styles/surfaces';
import { wrappingRow } from '../../styles/wrappingRow';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 960px;
  margin: ${vars.space[8]} auto 0;
`;

export const Part = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${vars.space[5]} ${vars.space[6]} ${vars.space[6]};
  ${framed()}
  ${fieldGrid}
  > legend {
    padding: 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

export const Submit = styled.div`
  ${wrappingRow(vars.space[4])}
  align-items: center;
`;

export const Done = styled.section`
  ${donePanel}
  box-shadow: ${vars.shadow.md};
  h2 {
    margin: 0 0 ${vars.space[4]};
  }
  .label {
    margin: 0;
    color: ${vars.color.textMuted};
  }
  .tracking {
    display: block;
    margin: ${vars.space[2]} 0 ${vars.space[4]};
    font-family: ${vars.font.mono};
    font-size: clamp(26px, 6vw, 40px);
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.04em;
    color: ${vars.color.accentText};
    overflow-wrap: anywhere;
  }
`;
