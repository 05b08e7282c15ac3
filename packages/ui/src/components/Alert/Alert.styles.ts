import { css, styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { type Tone, toneColours } from '../../utils/tone';

export type AlertType = 'success' | 'warning' | 'error' | 'info';

/** The theme tone of each type (an error is drawn in the danger colours). */
const tones: Record<AlertType, Tone> = {
  success: 'success',
  warning: 'warning',
  error: 'danger',
  info: 'info',
};

const toneRules = (type: AlertType) => {
  const tone = toneColours(tones[type]);
  return css`
    background: ${tone.light};
    color: ${tone.text};
    --bc-alert-edge: ${tone.base};
  `;
};

export const Root = styled.div<{ $type: AlertType }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  overflow: hidden;
  ${(p) => toneRules(p.$type)}

  /* A solid edge marks the type for people who cannot tell the tinted backgrounds apart. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 3px;
    background: var(--bc-alert-edge);
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  /* Centre the icon on the first line of text. */
  height: calc(1em * 1.5715);
  align-items: center;
  svg { width: 16px; height: 16px; }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.div`
  font-weight: ${vars.fontWeight.semibold};
`;

export const Description = styled.div<{ $withTitle: boolean }>`
  ${(p) =>
    p.$withTitle &&
    css`
      margin-top: 2px;
      font-size: ${vars.fontSize.sm};
    `}
`;

export const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin: 0 -4px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.8;
  &:hover { opacity: 1; background: color-mix(in srgb, currentColor 14%, transparent); }
  svg { width: 14px; height: 14px; }
`;
