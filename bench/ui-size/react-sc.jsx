// The baseline: what every app using @blade-console/ui ships anyway (React, React DOM, styled-components).
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Page = styled.main`
  padding: 16px;
`;

createRoot(document.getElementById('root')).render(<Page>Parcels</Page>);
