import { vars } from '@blade-console/ui';
import styled from 'styled-components';

export const Frame = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surfaceMuted};
  box-shadow: ${vars.shadow.md};
`;

export const Slide = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 1;
    object-fit: cover;
  }
  @media (max-width: 599px) {
    img {
      aspect-ratio: 2 / 1;
    }
  }
`;

export const Caption = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[5]} ${vars.space[12]};
  /* A dark scrim under the text keeps it readable on any picture. */
  background: linear-gradient(to top, rgba(0, 0, 0, 0.72), rgba(0, 0, 0, 0));
  color: #fff;
  p {
    margin: 0;
    font-size: clamp(16px, 2.6vw, 26px);
    font-weight: ${vars.fontWeight.semibold};
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.5);
  }
  a {
    color: #fff;
    font-weight: ${vars.fontWeight.medium};
  }
  @media (max-width: 599px) {
    position: static;
    padding: ${vars.space[3]} ${vars.space[4]};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    p {
      text-shadow: none;
    }
    a {
      color: ${vars.color.accentText};
    }
  }
`;

export const Controls = styled.div`
  position: absolute;
  right: ${vars.space[3]};
  bottom: ${vars.space[3]};
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background: rgba(0, 0, 0, 0.55);
  @media (max-width: 599px) {
    position: static;
    justify-content: center;
    border-radius: 0;
    background: ${vars.color.surface};
    border-top: 1px solid ${vars.color.border};
  }
`;

export const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  @media (max-width: 599px) {
    color: ${vars.color.text};
    &:hover {
      background: ${vars.color.surfaceMuted};
    }
  }
`;

export const Dot = styled.button`
  width: 24px;
  height: 36px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: auto;
    border-radius: 50%;
    border: 2px solid #fff;
  }
  &[aria-current='true']::before {
    background: #fff;
  }
  @media (max-width: 599px) {
    &::before {
      border-color: ${vars.color.textMuted};
    }
    &[aria-current='true']::before {
      background: ${vars.color.accent};
      border-color: ${vars.color.accent};
    }
  }
`;
