import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[6]};
  max-width: 960px;
  margin: ${vars.space[8]} auto 0;
`;

export const Part = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  /* No row gap: each FormField keeps a line for its message under the control. */
  gap: ${vars.space[1]} ${vars.space[5]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[5]} ${vars.space[6]} ${vars.space[6]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  > legend {
    padding: 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }
  > .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 699px) {
    grid-template-columns: 1fr;
    padding: ${vars.space[4]};
  }
`;

export const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;

export const Done = styled.section`
  max-width: 640px;
  margin: ${vars.space[10]} auto 0;
  padding: ${vars.space[8]} ${vars.space[6]};
  text-align: center;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  h2 {
    margin: 0 0 ${vars.space[4]};
    font-size: ${vars.fontSize.xxl};
    &:focus {
      outline: none;
    }
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
  p {
    margin: 0 0 ${vars.space[6]};
  }
`;
