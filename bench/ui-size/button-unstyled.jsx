// Button without UiProvider: the figure the README once gave ("4 KB"), of a Button that renders
// unstyled (its colours and sizes are the provider's CSS variables). For comparison only.
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
