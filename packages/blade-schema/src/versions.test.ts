import { describe, expect, it } from 'vitest';
import { verbatim } from './messages';
import { validationMessages } from './translate';
import { CONFLICT_CODE, conflictMessage as conflict, VERSION_FIELD } from './versions';

const conflictMessage = (label: string, who: string, when: string, language: 'zh' | 'en' = 'zh') =>
  validationMessages.translate(language, conflict({ zh: label, en: 'parameter' }, who, when));

describe('stale writes (issue 25)', () => {
  it('carries the version in updateTime and refuses with 409', () => {
    expect(VERSION_FIELD).toBe('updateTime');
    expect(CONFLICT_CODE).toBe(409);
  });

  it('says what happened, who, when and what to do', () => {
    expect(conflictMessage('参数', '管理员', '2024-05-06 07:08:09')).toBe(
      '该参数已被 管理员 于 2024-05-06 07:08:09 修改，请重新加载查看修改后的内容再保存',
    );
  });

  it('leaves out who or when it does not know', () => {
    expect(conflictMessage('参数', '', '2024-05-06 07:08:09')).toBe(
      '该参数已被他人于 2024-05-06 07:08:09 修改，请重新加载查看修改后的内容再保存',
    );
    expect(conflictMessage('参数', '管理员', '')).toBe(
      '该参数已被 管理员 修改，请重新加载查看修改后的内容再保存',
    );
    expect(conflictMessage('参数', '', '')).toBe('该参数已被他人修改，请重新加载查看修改后的内容再保存');
  });

  it('says it in English with the English label', () => {
    expect(conflictMessage('参数', 'Admin', '2024-05-06 07:08:09', 'en')).toBe(
      'Admin changed this parameter at 2024-05-06 07:08:09: reload it to see their changes, then save again',
    );
    expect(validationMessages.translate('en', conflict(verbatim('role'), '', ''))).toBe(
      'Someone else changed this role: reload it to see the changes, then save again',
    );
  });
});
