import { describe, expect, it } from 'vitest';
import { clientColumns, commaSpaced } from './Client';

describe('the clients table', () => {
  it('shows the grant types as a list that wraps between types, not at a comma', () => {
    const grantTypes = clientColumns.find((column) => column.field === 'authorizedGrantTypes');
    expect(grantTypes?.render?.('refresh_token,password,captcha', {} as never)).toBe(
      'refresh_token, password, captcha',
    );
    expect(commaSpaced(' social , password,')).toBe('social, password');
    expect(commaSpaced(null)).toBe('');
  });
});
