import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Hero = styled.section`
  padding: ${vars.space[12]} ${vars.space[8]};
  background: ${vars.color.surface};
  background-image: linear-gradient(135deg, ${vars.color.accentLight}, transparent 70%);
  h1 {
    margin: 0 0 ${vars.space[4]};
    font-size: clamp(28px, 4vw, ${vars.fontSize.display});
    line-height: ${vars.lineHeight.tight};
  }
  p {
    max-width: 720px;
    margin: 0 0 ${vars.space[6]};
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

export const Highlights = styled.section`
  padding: ${vars.space[10]} ${vars.space[8]};
  h2 {
    margin: 0 0 ${vars.space[6]};
    font-size: ${vars.fontSize.xxl};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
    gap: ${vars.space[5]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${vars.space[5]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
  }
  h3 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.fontSize.lg};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;
