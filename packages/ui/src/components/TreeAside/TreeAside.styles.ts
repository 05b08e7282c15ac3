import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Layout = styled.div<{ $width: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$width} minmax(0, 1fr);
  gap: ${vars.space[4]};
  align-items: start;

  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  min-width: 0;
`;

export const AsideHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.text};
`;

export const TreeScroll = styled.div`
  max-height: 65vh;
  overflow: auto;
`;

export const Main = styled.div`
  min-width: 0;
`;
