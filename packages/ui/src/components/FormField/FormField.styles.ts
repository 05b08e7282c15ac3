import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';

export const Root = styled.div<{ $layout: 'vertical' | 'horizontal'; $labelWidth: string }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$layout === 'horizontal' ? `${p.$labelWidth} minmax(0, 1fr)` : 'minmax(0, 1fr)')};
  column-gap: ${vars.space[3]};
  row-gap: ${vars.space[1]};
  align-items: start;
  margin-bottom: ${vars.space[5]};

  /* Phones: the label above its control (as CrudView does), so neither is squeezed. */
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const LabelRow = styled.div<{ $layout: 'vertical' | 'horizontal' }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$layout === 'horizontal' ? 'flex-end' : 'flex-start')};
  /* Horizontal labels line up with the text of a default-height control. */
  min-height: ${(p) => (p.$layout === 'horizontal' ? vars.control.md : 'auto')};
  text-align: ${(p) => (p.$layout === 'horizontal' ? 'right' : 'left')};

  @media (max-width: 640px) {
    justify-content: flex-start;
    min-height: auto;
    text-align: left;
  }
`;

export const Label = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
`;

export const RequiredMark = styled.span`
  color: ${vars.color.dangerText};
  margin-inline-end: 4px;
  font-family: ${vars.font.mono};
`;

export const Control = styled.div<{ $layout: 'vertical' | 'horizontal' }>`
  grid-column: ${(p) => (p.$layout === 'horizontal' ? '2' : '1')};
  min-width: 0;

  @media (max-width: 640px) {
    grid-column: 1;
  }
`;

export const Message = styled.div<{ $tone: 'hint' | 'error' }>`
  grid-column: inherit;
  margin-top: ${vars.space[1]};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.tight};
  color: ${(p) => (p.$tone === 'error' ? vars.color.dangerText : vars.color.textMuted)};
`;

/**
 * Keeps one message line of room under every control, so a validation message appearing on blur
 * does not push what follows. Without it, a click on Save that blurs an empty required field moves
 * the button under the pointer and the click is lost.
 */
export const MessageSlot = styled.div`
  min-height: calc(${vars.space[1]} + ${vars.fontSize.xs} * ${vars.lineHeight.tight});
`;
