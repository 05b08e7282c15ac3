// Button alone, as a team that takes one component from the library uses it.
import { Button } from '@blade-console/ui';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Page = styled.main`
  padding: 16px;
`;

createRoot(document.getElementById('root')).render(
  <Page>
    <Button variant="primary">Print labels</Button>
  </Page>,
);
