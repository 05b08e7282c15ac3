import styled, { css } from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

const box = css`
  width: 100%;
  box-sizing: border-box;
  border: 1px solid ${c.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${c.surface};
  color: ${c.text};
  font: inherit;
  font-size: ${vars.fontSize.md};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${c.accent};
  }
  &:focus-visible {
    outline: none;
    border-color: ${c.accent};
    box-shadow: 0 0 0 1px ${c.accent};
  }
  &[aria-invalid='true'] {
    border-color: ${c.danger};
  }
  &:disabled {
    background: ${c.surfaceMuted};
    color: ${c.textMuted};
    cursor: not-allowed;
  }
`;

/** Placeholder select (native) until the design system's Select is used here. */
export const NativeSelect = styled.select`
  ${box}
  height: ${vars.control.md};
  padding: 0 ${vars.space[2]};

  &[multiple] {
    height: auto;
    min-height: 96px;
    padding: ${vars.space[1]};
  }
`;

export const TreeList = styled.div`
  ${box}
  max-height: 220px;
  overflow: auto;
  padding: ${vars.space[2]};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};

  &[aria-disabled='true'] {
    background: ${c.surfaceMuted};
  }
`;

export const TreeItem = styled.div<{ $depth: number }>`
  padding-left: ${(p) => p.$depth * 20}px;
`;

export const UploadRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const UploadPreview = styled.img<{ $round: boolean }>`
  width: 72px;
  height: 72px;
  object-fit: cover;
  border: 1px solid ${c.border};
  border-radius: ${(p) => (p.$round ? '50%' : vars.radius.md)};
  background: ${c.surfaceMuted};
`;

export const UploadLink = styled.a`
  color: ${c.accentText};
  word-break: break-all;
`;
