import { describe, expect, it } from 'vitest';
import { headTags } from './headTags';

describe('the head of a rendered page', () => {
  it('escapes titles and descriptions from the database, and writes the preview tags of an article', () => {
    const tags = headTags(
      {
        title: '"><script>alert(1)</script>',
        description: "it's <b>",
        type: 'article',
        image: '/site/news/hub.svg',
        publishedTime: '2026-11-18 10:00:00',
      },
      'https://site.example/newsItem?id=1',
      'en',
    );
    expect(tags).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(tags).toContain('<meta name="description" content="it&#39;s &lt;b&gt;">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:image" content="https://site.example/site/news/hub.svg">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).toContain('<link rel="canonical" href="https://site.example/newsItem?id=1">');
    expect(tags).not.toContain('<script');
  });

  it('leaves out a picture that is not an http(s) address', () => {
    const tags = headTags(
      { title: 't', description: 'd', type: 'article', image: 'javascript:alert(1)' },
      'https://s.example/x',
      'zh',
    );
    expect(tags).not.toContain('og:image');
  });
});
