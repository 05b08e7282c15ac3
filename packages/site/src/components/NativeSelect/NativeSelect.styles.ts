import { vars } from '@blade-console/ui';
import styled from 'styled-components';

/** A native `<select>` dressed like the design system's inputs (phones get their own picker). */
export const Select = styled.select`
  width: 100%;
  height: ${vars.control.md};
  padding: 0 ${vars.space[8]} 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.surface};
  color: ${vars.color.text};
  appearance: none;
  /* The chevron, drawn in the text colour through a mask so it follows the theme. */
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${vars.color.accent};
  }
  &:disabled {
    color: ${vars.color.textDisabled};
    background-color: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
`;
