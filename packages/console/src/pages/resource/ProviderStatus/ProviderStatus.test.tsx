import { setLocale } from '@blade-console/ui';
import { i18n } from '@blade-console/ui/i18n';
import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { loadShellStrings } from '../../../i18n';
import { ProviderStatus } from './ProviderStatus';

describe('ProviderStatus (issue 39: no Chinese from the server in the English console)', () => {
  afterAll(async () => {
    await setLocale('zh');
  });

  it.each([
    ['zh', 2, '启用'],
    ['zh', 1, '关闭'],
    ['en', 2, 'On'],
    ['en', 1, 'Off'],
  ] as const)('says status %s/%s as %s', async (language, status, words) => {
    await setLocale(language);
    await loadShellStrings();
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <ProviderStatus status={status} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(container).toHaveTextContent(words));
  });
});
