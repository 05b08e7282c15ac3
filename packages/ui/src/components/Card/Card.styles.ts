import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { actionFooter } from '../../utils/actionFooter';

export type CardShadow = 'never' | 'hover' | 'always';

export const Root = styled.section<{ $shadow: CardShadow }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  transition: box-shadow ${vars.motion.duration} ${vars.motion.easing};
  ${(p) =>
    p.$shadow === 'always' &&
    css`
      box-shadow: ${vars.shadow.sm};
    `}
  ${(p) =>
    p.$shadow === 'hover' &&
    css`
      &:hover { box-shadow: ${vars.shadow.md}; }
    `}
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  min-height: 52px;
  padding: ${vars.space[3]} ${vars.space[5]};
  border-bottom: 1px solid ${vars.color.border};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Extra = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textMuted};
`;

export const Body = styled.div<{ $padded: boolean }>`
  flex: 1;
  padding: ${(p) => (p.$padded ? vars.space[5] : '0')};
`;

export const Footer = styled.footer`
  ${actionFooter}
`;
