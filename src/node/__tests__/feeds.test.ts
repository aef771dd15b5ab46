/**
 * @jest-environment node
 */
import { newsFeed } from '../feeds';

describe('newsFeed', () => {
  it('is RSS 2.0 with absolute links per locale and escaped text', () => {
    const xml = newsFeed('en', { title: 'Yaochen Laser · News', description: 'News & views' }, [
      { slug: 'a-b', title: 'Glass <cutting> & "more"', summary: "It's here", date: '2026-10-16' },
    ]);
    expect(xml).toContain('<language>en</language>');
    expect(xml).toContain('<title><![CDATA[Glass <cutting> & "more"]]></title>');
    expect(xml).toContain("<description><![CDATA[It's here]]></description>");
    expect(xml).toMatch(/<link>https:\/\/[^<]+\/en\/news\/detail\/a-b\/<\/link>/);
    expect(xml).toContain('<pubDate>Fri, 16 Oct 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>News &amp; views</description>');
    // Dated by its newest story: the same list gives the same file, build after build.
    expect(xml).toContain('<lastBuildDate>Fri, 16 Oct 2026 00:00:00 GMT</lastBuildDate>');
  });

  it('links the Chinese feed to pages without prefix', () => {
    const xml = newsFeed('zh', { title: 't', description: 'd' }, [
      { slug: 'x', title: 't', summary: 's', date: '2026-01-02' },
    ]);
    expect(xml).toContain('<language>zh-cn</language>');
    expect(xml).toMatch(/<link>https:\/\/[^<]+\/news\/detail\/x\/<\/link>/);
    expect(xml).toMatch(/rss\.xml" rel="self"/);
  });
});
