import { vars } from '@blade-console/ui';
import styled from 'styled-components';
import { wrappingRow } from '../../styles/wrappingRow';

export const Article = styled.article`
  max-width: 800px;
  margin: 0 auto;
  padding-top: ${vars.space[8]};
  .back {
    display: inline-block;
    margin-bottom: ${vars.space[5]};
    color: ${vars.color.accentText};
  }
  h1 {
    margin: 0 0 ${vars.space[3]};
    font-size: clamp(26px, 5vw, 38px);
    line-height: ${vars.lineHeight.tight};
  }
  .cover {
    display: block;
    width: 100%;
    height: auto;
    margin: ${vars.space[6]} 0;
    border-radius: ${vars.radius.xl};
    background: ${vars.color.surfaceMuted};
  }
  .summary {
    font-size: ${vars.fontSize.lg};
    color: ${vars.color.textMuted};
  }
`;

export const Meta = styled.p`
  ${wrappingRow(`${vars.space[2]} ${vars.space[4]}`)}
  margin: 0;
  color: ${vars.color.textMuted};
  span:first-child {
    color: ${vars.color.accentText};
    font-weight: ${vars.fontWeight.medium};
  }
`;
