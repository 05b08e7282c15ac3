import { describe, expect, it } from 'vitest';
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
    expect(
      joinedFilesOrRefusal([
        { codeName: '通知', files: [file('a.ts')] },
        { codeName: '公告', files: [file('a.ts')] },
      ]),
    ).toMatch(/^代码生成配置「通知」和「公告」都会生成 a\.ts/);
  });

  it('names the archive after the table of a single setting', () => {
    expect(codeArchiveName(['blade_notice'])).toBe('blade_notice-code.zip');
    expect(codeArchiveName(['blade_notice', 'blade_news'])).toBe('blade-code.zip');
  });
});
