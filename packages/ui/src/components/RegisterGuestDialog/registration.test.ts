import { describe, expect, it } from 'vitest';
import { checkRegistration, type RegisterGuestValues } from './registration';

const valid: RegisterGuestValues = {
  tenantId: '000000',
  name: '访客',
  account: 'guest',
  password: 'a1',
  password2: 'a1',
};

describe('guest registration checks (SPEC §5, in order)', () => {
  it('tenant id, then account, then both passwords, then equal passwords', () => {
    expect(checkRegistration({ ...valid, tenantId: '', account: '', password: '' })).toBe('tenantRequired');
    expect(checkRegistration({ ...valid, account: ' ', password: '' })).toBe('accountRequired');
    expect(checkRegistration({ ...valid, password: '', password2: 'x' })).toBe('passwordRequired');
    expect(checkRegistration({ ...valid, password2: '' })).toBe('passwordRequired');
    expect(checkRegistration({ ...valid, password2: 'a2' })).toBe('mismatch');
    expect(checkRegistration(valid)).toBeUndefined();
  });
});
