// Button alone, as a team that takes one component from the library uses it: inside UiProvider, which
// every app needs (the theme's CSS variables, the toaster), on an English page (its strings chunk).
import { Button, UiProvider } from '@blade-console/ui';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Page = styled.main`
  padding: 16px;
`;

createRoot(document.getElementById('root')).render(
  <UiProvider locale="en">
    <Page>
      <Button variant="primary">Print labels</Button>
    </Page>
  </UiProvider>,
);
