// app/layout.tsx (a server component)
import { themeBootScript, UiProvider } from '@blade-console/ui';
import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from './registry';

export const metadata = { title: 'Parcels' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets the stored theme on <html> before React hydrates.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the library's own script, no user input */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript('parcels') }} />
      </head>
      <body>
        <StyledComponentsRegistry>
          <UiProvider>{children}</UiProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
