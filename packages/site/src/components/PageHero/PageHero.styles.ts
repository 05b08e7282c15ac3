import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Band = styled.div`
  padding: ${vars.space[10]} 0 ${vars.space[8]};
  background: ${vars.color.surface};
  background-image: linear-gradient(135deg, ${vars.color.accentLight}, transparent 70%);
  border-bottom: 1px solid ${vars.color.border};
  h1 {
    margin: 0 0 ${vars.space[3]};
    font-size: clamp(26px, 5vw, 40px);
    line-height: ${vars.lineHeight.tight};
  }
  p {
    max-width: 60ch;
    margin: 0;
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.textMuted};
  }
`;
