import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Frame = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: 56px 1fr;
  background: ${vars.color.bg};
  color: ${vars.color.text};
`;

export const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding: 0 ${vars.space[6]};
  color: ${vars.color.topbarText};
  background: ${vars.color.topbarBg};
  background-image: ${vars.color.topbarBgImage};
  border-bottom: 1px solid ${vars.color.topbarBorder};
  strong {
    font-size: ${vars.fontSize.lg};
  }
`;

export const User = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const Content = styled.main`
  padding: ${vars.space[6]};
`;
