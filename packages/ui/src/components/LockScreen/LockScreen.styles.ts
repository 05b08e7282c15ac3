import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { centredSquare } from '../../utils/centredSquare';

export const Screen = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[6]};
  background-color: ${vars.color.sidebarBg};
  background-image: ${vars.color.sidebarBgImage};
  color: ${vars.color.sidebarText};
`;

export const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[4]};
  width: min(360px, 100%);
`;

export const Clock = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.display};
  font-weight: ${vars.fontWeight.regular};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export const Avatar = styled.span`
  ${centredSquare('72px')}
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  font-size: ${vars.fontSize.xxl};
  img { width: 100%; height: 100%; object-fit: cover; }
  &[data-initial]::before { content: attr(data-initial); }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.medium};
`;

export const Form = styled.form`
  display: grid;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceOverlay};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  justify-content: space-between;
`;
