import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[8]} ${vars.space[6]};
  background: ${vars.color.bg};
`;

export const Panel = styled.section`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[8]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  color: ${vars.color.text};
`;

/** Why the page is shown: one sentence under the title. */
export const Lead = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;
