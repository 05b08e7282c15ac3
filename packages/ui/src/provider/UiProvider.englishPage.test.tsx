import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// The page says English before the library loads, as Vite's default index.html does. The i18n
// module reads `<html lang>` when it is first imported, so it is imported only after this line.
document.documentElement.lang = 'en';
const { UiProvider } = await import('./UiProvider');
const { useUiTranslation } = await import('../i18n/uiStrings');

afterEach(cleanup);

function Cancel() {
  const { t } = useUiTranslation('ui');
  return <button type="button">{t('common.cancel')}</button>;
}

it('an English page shows English once its strings arrive, with no unrelated re-render', async () => {
  render(
    <UiProvider locale="en">
      <Cancel />
    </UiProvider>,
  );
  // The English strings load on demand; the Chinese fallback may show for that moment only.
  expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
});
