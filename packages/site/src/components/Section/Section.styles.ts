import { vars } from '@blade-console/ui';
import styled from 'styled-components';

/** The page column: centred, with side padding that grows with the screen. */
export const Container = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${vars.space[4]};
  @media (min-width: 600px) {
    padding: 0 ${vars.space[6]};
  }
`;

export const Block = styled.section`
  padding-top: ${vars.space[10]};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin-bottom: ${vars.space[5]};
  h2 {
    margin: 0;
    font-size: ${vars.fontSize.xxl};
    line-height: ${vars.lineHeight.tight};
  }
  a {
    color: ${vars.color.accentText};
    font-weight: ${vars.fontWeight.medium};
  }
`;
