import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCK_NAVIGATE_DELAY, LOCK_PATH, runLockAction } from './lockAction';

describe('runLockAction', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const spies = () => ({ openDialog: vi.fn(), lock: vi.fn(), onNavigate: vi.fn() });

  it('opens the dialog when no password is set', () => {
    for (const password of ['', null, undefined]) {
      const s = spies();
      runLockAction({ password, ...s });
      vi.runAllTimers();
      expect(s.openDialog).toHaveBeenCalledTimes(1);
      expect(s.lock).not.toHaveBeenCalled();
      expect(s.onNavigate).not.toHaveBeenCalled();
    }
  });

  it('locks at once and goes to /lock after 100 ms when a password is set', () => {
    const s = spies();
    runLockAction({ password: 'secret', ...s });
    expect(LOCK_NAVIGATE_DELAY).toBe(100);
    expect(s.lock).toHaveBeenCalledTimes(1);
    expect(s.openDialog).not.toHaveBeenCalled();
    vi.advanceTimersByTime(99);
    expect(s.onNavigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(s.onNavigate).toHaveBeenCalledWith(LOCK_PATH);
    expect(LOCK_PATH).toBe('/lock');
  });

  it('can cancel the pending navigation', () => {
    const s = spies();
    const cancel = runLockAction({ password: 'secret', ...s });
    cancel();
    vi.runAllTimers();
    expect(s.onNavigate).not.toHaveBeenCalled();
  });
});
