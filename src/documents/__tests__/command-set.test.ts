import path from 'node:path';
import { localeInfo } from '../../i18n/locales';
import { readContentFiles } from '../../model/read-content';
import { documentContent } from '../content';
import { footerTemplate, generatedHtml, modelsOf } from '../downloads';
import { messagesOf as documentMessages } from '../../../scripts/lib/document-plan';

// A series' command set, printed from its remote-control interface (content/interfaces) through the
// generated-documents path: cover, contents, transport, each command, error codes.
const root = path.join(__dirname, '../../..');
const files = readContentFiles(root);
const revision = { number: 2, date: '2026-11-28' };
const props = (locale: 'zh' | 'en', slug: string) => {
  const content = documentContent(files, locale);
  const entry = content.downloads.find((download) => download.slug === slug)!;
  return { entry, content, locale, siteUrl: 'https://www.example.cn', revision, pages: { commands: 3 } };
};
/**
 * The page's text: style elements and tags out, entities read, spaces collapsed. Read by index,
 * not by a pattern for a tag (`<[^>]*>` backtracks over a text of many `<`: src/__tests__/redos.test.ts).
 */
function textOf(html: string): string {
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      text += html.slice(at);
      break;
    }
    text += `${html.slice(at, open)} `;
    const from = html.startsWith('<style', open) ? html.indexOf('</style>', open) : open;
    const close = from < 0 ? -1 : html.indexOf('>', from);
    at = close < 0 ? html.length : close + 1;
  }
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

/** Whether a sentence sends the reader from the command set to the software's help. */
const sendsCommandsToHelp = (text: string) =>
  text.split(/[.;。；]/).some((sentence) => {
    const at = sentence.search(/command set|命令集/);
    return at >= 0 && /help|帮助/.test(sentence.slice(at));
  });

describe('the command set documents', () => {
  const sets = ['fs-series-command-set', 'ps-series-command-set', 'ns-series-command-set', 'component-command-set'];

  it.each(['zh', 'en'] as const)('in %s: one per series, each printing every command of its interface', (locale) => {
    const messages = documentMessages(root, locale);
    for (const slug of sets) {
      const document = props(locale, slug);
      expect(document.entry.document).toBe('commands');
      const data = document.content.interfaces.get(document.entry.series!)!;
      expect(data.commands.length).toBeGreaterThan(5);
      const page = generatedHtml(document, messages);
      const text = textOf(page);
      expect(page).toContain(`<html lang="${localeInfo[locale].bcp47}">`);
      expect(page).toContain('class="cover"');
      expect(text).toContain(document.entry.title);
      for (const key of ['document.commandsTransport', 'document.commandsList', 'document.commandsErrors'])
        expect(text).toContain(messages[key]);
      for (const command of data.commands) {
        expect(text).toContain(` ${command.name} `);
        expect(text).toContain(command.summary);
        expect(text).toContain(command.example);
      }
      for (const error of data.errors) expect(text).toContain(error.meaning);
      for (const product of modelsOf(document.entry, document.content)) expect(text).toContain(product.model);
    }
  });

  it('prints ranges with their units and the transport facts, in the page’s language', () => {
    const zh = textOf(generatedHtml(props('zh', 'fs-series-command-set'), documentMessages(root, 'zh')));
    const en = textOf(generatedHtml(props('en', 'fs-series-command-set'), documentMessages(root, 'en')));
    expect(zh).toContain('小数: 0 – 100 W');
    expect(zh).toContain('整数: 1 – 10 个脉冲');
    expect(zh).toContain('115200 bit/s');
    expect(zh).toContain('10001');
    expect(zh).toContain('设置平均输出功率设定值');
    expect(en).toContain('Decimal: 0 – 100 W');
    expect(en).toContain('Whole number: 1 – 4000 kHz');
    expect(en).toContain('One of OPEN / CLOSE');
    expect(en).toContain('Set the average output power set-point');
    expect(en).not.toContain('设置平均输出功率设定值');
    expect(en).toContain('8 data bits, no parity, 1 stop bit (8N1)');
  });

  it('says a series without Ethernet has none, and carries the revision in its footer', () => {
    const messages = documentMessages(root, 'en');
    const component = props('en', 'component-command-set');
    expect(textOf(generatedHtml(component, messages))).toContain('No Ethernet: control over RS-232 only');
    expect(footerTemplate(component, messages)).toContain('Revision 2');
  });

  it('is what the series’ manuals point to instead of the software’s help', () => {
    for (const [slug, set] of [
      ['fs-series-user-manual', 'fs-series-command-set'],
      ['ps-series-user-manual', 'ps-series-command-set'],
      ['ns-series-user-manual', 'ns-series-command-set'],
    ] as const)
      for (const locale of ['zh', 'en'] as const) {
        const manual = props(locale, slug).entry.bodyHtml!;
        expect(manual).toContain(props(locale, set).entry.title);
        expect(sendsCommandsToHelp(manual)).toBe(false);
      }
  });
});
