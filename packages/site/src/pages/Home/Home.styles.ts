import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/wrappingRow';

export const Hero = styled.div`
  padding: ${vars.space[10]} 0 ${vars.space[8]};
  background: ${vars.color.surface};
  background-image: linear-gradient(135deg, ${vars.color.accentLight}, transparent 70%);
  h1 {
    margin: 0 0 ${vars.space[3]};
    font-size: clamp(28px, 5vw, ${vars.fontSize.display});
    line-height: ${vars.lineHeight.tight};
  }
  .eyebrow {
    display: block;
    margin-bottom: ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.08em;
    color: ${vars.color.accentText};
  }
  .lead {
    max-width: 60ch;
    margin: 0 0 ${vars.space[6]};
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.textMuted};
  }
`;

export const Actions = styled.div`
  ${wrappingRow(vars.space[3])}
  margin-bottom: ${vars.space[8]};
`;
