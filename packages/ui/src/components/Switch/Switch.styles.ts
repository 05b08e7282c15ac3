import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

export const Track = styled.button<{ $small: boolean }>`
  --bc-switch-h: ${(p) => (p.$small ? '16px' : '22px')};
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  min-width: calc(var(--bc-switch-h) * 2);
  height: var(--bc-switch-h);
  margin: 0;
  padding: 0 6px 0 calc(var(--bc-switch-h));
  border: 0;
  border-radius: ${vars.radius.full};
  /* Off: a light grey in light themes, a mid grey in dark ones; the thumb (surface) stands out on both. */
  background: ${c.textDisabled};
  color: ${c.onAccent};
  font: inherit;
  font-size: ${vars.fontSize.xs};
  line-height: 1;
  cursor: pointer;
  vertical-align: middle;
  transition: background-color ${vars.motion.duration} ${vars.motion.easing};

  &[aria-checked='true'] {
    background: ${c.accent};
    padding: 0 calc(var(--bc-switch-h)) 0 6px;
  }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  &:disabled, &[aria-busy='true'] { cursor: not-allowed; opacity: 0.55; }
  &[aria-invalid='true'] { box-shadow: 0 0 0 1px ${c.danger}; }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: calc(var(--bc-switch-h) - 4px);
  height: calc(var(--bc-switch-h) - 4px);
  border-radius: 50%;
  background: ${c.surface};
  color: ${c.accent};
  box-shadow: ${vars.shadow.sm};
  transition: left ${vars.motion.duration} ${vars.motion.easing};

  [aria-checked='true'] > & { left: calc(100% - var(--bc-switch-h) + 2px); }
  svg { width: 70%; height: 70%; }
`;

export const Inner = styled.span`
  white-space: nowrap;
`;
