import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

describe("ui's Chinese strings", () => {
  it("bundle only the sign-in form's; the rest arrive with the first component that shows them", async () => {
    vi.resetModules();
    const { i18n } = await import('.');
    expect(i18n.t('ui:input.showPassword')).toBe('显示密码');
    expect(i18n.exists('ui:empty.description')).toBe(false);

    const { Empty } = await import('../components/Empty');
    render(<Empty />);
    // On the first render, without awaiting anything.
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(i18n.exists('ui:empty.description')).toBe(true);
  });
});
