import { describe, expect, it } from 'vitest';
import { validationMessages } from '../translate';
import { codeArchiveName, joinedFilesOrRefusal } from './index';

const file = (path: string) => ({ path, language: 'typescript' as const, content: path });

describe('gen-code answers (shared by the server and the mocks)', () => {
  it('joins the settings’ files, or says which two would write the same path', () => {
    expect(
      joinedFilesOrRefusal([
        { codeName: '通知', files: [file('a.ts')] },
        { codeName: '公告', files: [file('b.ts')] },
      ]),
    ).toEqual([file('a.ts'), file('b.ts')]);
    const refusal = joinedFilesOrRefusal([
      { codeName: '通知', files: [file('a.ts')] },
      { codeName: '公告', files: [file('a.ts')] },
    ]);
    if (Array.isArray(refusal)) throw new Error('joined files that write the same path');
    expect(validationMessages.translate('zh', refusal)).toBe(
      '代码生成配置「通知」和「公告」都会生成 a.ts，不能一起生成：请分开生成，或修改其中一个的表名、表前缀或包名',
    );
    expect(validationMessages.translate('en', refusal)).toBe(
      'Code generation settings "通知" and "公告" would both generate a.ts, so they cannot be generated together: generate them separately, or change the table name, table prefix or package name of one of them',
    );
  });

  it('names the archive after the table of a single setting', () => {
    expect(codeArchiveName(['blade_notice'])).toBe('blade_notice-code.zip');
    expect(codeArchiveName(['blade_notice', 'blade_news'])).toBe('blade-code.zip');
  });
});
