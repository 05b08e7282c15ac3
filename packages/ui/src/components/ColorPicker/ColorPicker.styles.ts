import { styled } from 'styled-components';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Panel = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  width: 232px;
`;

export const Heading = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textMuted};
`;

export const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const SwatchLabel = styled.label`
  position: relative;
  display: block;
  cursor: pointer;

  input { ${visuallyHidden} }
`;

export const SwatchFace = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 36px;
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  color: ${vars.color.surface};
  svg { width: 18px; height: 18px; filter: drop-shadow(0 0 1px ${vars.color.text}); }

  input:focus-visible + & {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  input:checked + & { box-shadow: 0 0 0 2px ${vars.color.surfaceOverlay}, 0 0 0 4px ${vars.color.text}; }
`;

export const CustomRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};

  input[type='color'] {
    width: 44px;
    height: 32px;
    padding: 2px;
    border: 1px solid ${vars.color.borderStrong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    cursor: pointer;
  }
  code { margin-left: auto; font-family: ${vars.font.mono}; color: ${vars.color.textMuted}; }
`;

export const Dot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  box-shadow: 0 0 0 1px currentColor;
`;
