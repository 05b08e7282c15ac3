import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

export const Nav = styled.nav<{ $small: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${c.text};
  font-size: ${(p) => (p.$small ? vars.fontSize.xs : vars.fontSize.sm)};
  --bc-pager-size: ${(p) => (p.$small ? vars.control.sm : vars.control.md)};
`;

export const Total = styled.span`
  color: ${c.textMuted};
  white-space: nowrap;
`;

export const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const box = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--bc-pager-size);
  height: var(--bc-pager-size);
  padding: 0 6px;
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};
  background: ${c.surface};
  color: ${c.text};
  font: inherit;
  font-variant-numeric: tabular-nums;
`;

export const PageButton = styled.button`
  ${box}
  cursor: pointer;
  transition:
    color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  svg { width: 14px; height: 14px; }
  &:hover:not(:disabled) { color: ${c.accentText}; border-color: ${c.accent}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  &[aria-current='page'] {
    background: ${c.accent};
    border-color: ${c.accent};
    color: ${c.onAccent};
    font-weight: ${vars.fontWeight.semibold};
  }
  &:disabled { color: ${c.textDisabled}; background: ${c.surfaceMuted}; cursor: not-allowed; }
  &[data-gap] { border-color: transparent; background: transparent; }
  &[data-gap] .bc-pager-more { display: none; }
  &[data-gap]:hover .bc-pager-dots, &[data-gap]:focus-visible .bc-pager-dots { display: none; }
  &[data-gap]:hover .bc-pager-more, &[data-gap]:focus-visible .bc-pager-more { display: inline; }
`;

export const SizeSelect = styled.select`
  ${box}
  padding: 0 ${vars.space[2]};
  border-color: ${c.borderStrong};
  cursor: pointer;
  &:hover:not(:disabled) { border-color: ${c.accent}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  &:disabled { color: ${c.textDisabled}; background: ${c.surfaceMuted}; cursor: not-allowed; }
`;

export const Jump = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${c.textMuted};
  white-space: nowrap;
`;

export const JumpInput = styled.input`
  ${box}
  width: 50px;
  border-color: ${c.borderStrong};
  text-align: center;
  &:hover:not(:disabled) { border-color: ${c.accent}; }
  &:focus-visible { outline: none; border-color: ${c.accent}; box-shadow: 0 0 0 1px ${c.accent}; }
  &:disabled { color: ${c.textDisabled}; background: ${c.surfaceMuted}; }
`;
