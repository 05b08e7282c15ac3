import { describe, expect, it } from 'vitest';
import { editorValue, isAllowedLink, linkProblem } from './richTextLogic';

describe('linkProblem: which typed link addresses are kept', () => {
  it.each([
    'https://www.example.com/news?id=1',
    'http://example.cn',
    'mailto:press@example.com',
    '/newsItem?id=12',
    '  https://example.com  ',
    'http://localhost:4711/Home',
  ])('keeps %s', (url) => {
    expect(linkProblem(url)).toBeUndefined();
    expect(isAllowedLink(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example.com',
    'example',
    'https://nodot',
    'mailto:nobody',
    '/two words',
  ])('refuses %s', (url) => {
    expect(linkProblem(url)).toBe('invalid');
    expect(isAllowedLink(url)).toBe(false);
  });

  it('says an empty address is missing, not wrong', () => {
    expect(linkProblem('   ')).toBe('empty');
  });
});

describe('editorValue', () => {
  it('is empty for an editor holding only an empty paragraph', () => {
    expect(editorValue('<p></p>', true)).toBe('');
    expect(editorValue('<p>x</p>', false)).toBe('<p>x</p>');
  });
  it('drops the empty paragraphs the editor keeps after the last block', () => {
    expect(editorValue('<h2>t</h2><p></p>', false)).toBe('<h2>t</h2>');
    expect(editorValue('<p></p><p>x</p>', false)).toBe('<p></p><p>x</p>');
  });
});
