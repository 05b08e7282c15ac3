import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { coverCentred } from '../../utils/coverCentred';
import { visuallyHidden } from '../../utils/visuallyHidden';

const c = vars.color;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;
`;

export const Dropzone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px dashed ${c.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${c.surface};
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not([data-disabled]), &[data-over] { border-color: ${c.accent}; }
  &[data-over] { background: ${c.accentLight}; }
  &[data-disabled] { background: ${c.surfaceMuted}; }
`;

/** The native picker stays in the DOM (tests and assistive tech can reach it) but out of sight. */
export const HiddenInput = styled.input`
  ${visuallyHidden}
  opacity: 0;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.xs};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${c.dangerText};
  font-size: ${vars.fontSize.sm};
  svg { flex: none; width: 16px; height: 16px; margin-top: 1px; }
`;

export const Progress = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${c.textMuted};
  font-size: ${vars.fontSize.sm};
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 28px;
    padding: 0 ${vars.space[2]};
    border-radius: ${vars.radius.md};
    font-size: ${vars.fontSize.sm};
  }
  li:hover { background: ${c.surfaceMuted}; }
  li > svg { flex: none; width: 14px; height: 14px; color: ${c.textMuted}; }
  a {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    color: ${c.accentText};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
`;

export const AvatarButton = styled.button<{ $size: number; $round: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  padding: 0;
  overflow: hidden;
  border: 1px dashed ${c.borderStrong};
  border-radius: ${(p) => (p.$round ? '50%' : vars.radius.lg)};
  background: ${c.surfaceMuted};
  color: ${c.textMuted};
  cursor: pointer;

  img { width: 100%; height: 100%; object-fit: cover; }
  & > svg { width: 28px; height: 28px; }
  &:hover:not(:disabled), &[data-over] { border-color: ${c.accent}; color: ${c.accentText}; }
  &:focus-visible { outline: 2px solid ${c.focusRing}; outline-offset: 2px; }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

/**
 * Over the picture while it uploads: a veil of the surface with the spinner in the accent's text
 * colour, readable in every theme. (The dark backdrop with the on-accent colour hid the spinner
 * wherever the accent is light, as the default blue is: its on-accent colour is dark too.)
 */
export const Overlay = styled.span`
  ${coverCentred}
  background: color-mix(in srgb, ${c.surface} 88%, transparent);
  color: ${c.accentText};
`;
