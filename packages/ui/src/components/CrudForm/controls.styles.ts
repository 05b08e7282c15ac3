import styled from 'styled-components';
import { vars } from '../../theme/tokens';

const c = vars.color;

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
