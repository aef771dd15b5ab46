/**
 * A series' remote-control interface as its command set prints it (src/documents/downloads.tsx)
 * and as /admin previews it: the transport settings, the syntax, one block per command (parameter
 * with type, range and unit; reply format and example; errors) and the error table. Read from the
 * entry as the model localizes it (src/model/localize.ts), so English pages print the English
 * wording of each summary and meaning.
 */
import React from 'react';
import { useTranslation } from 'react-i18next';
import { lineEndings, optionKey, parameterTypes, serialFramings, unitSymbols } from '../model/options';

export interface InterfaceCommand {
  name: string;
  summary: string;
  type: string | null;
  min: number | null;
  max: number | null;
  unit: string | null;
  choices: string[];
  reply: string;
  example: string;
  errors: string[];
}

export interface InterfaceData {
  slug: string;
  series: string;
  title: string;
  intro: string;
  baudRate: number | null;
  framing: string;
  tcpPort: number | null;
  lineEnding: string;
  commands: InterfaceCommand[];
  errors: { code: string; meaning: string }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const words = (value: unknown) =>
  text(value)
    .split(/[\s,，、]+/)
    .filter(Boolean);
const items = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    : [];

/** An interfaces entry's localized fields as the command set shows them. */
export function interfaceProps(fields: Record<string, unknown>): InterfaceData {
  return {
    slug: text(fields.slug),
    series: text(fields.series),
    title: text(fields.title),
    intro: text(fields.intro),
    baudRate: numberOf(fields.baudRate),
    framing: text(fields.framing),
    tcpPort: numberOf(fields.tcpPort),
    lineEnding: text(fields.lineEnding),
    commands: items(fields.commands).map((command) => ({
      name: text(command.name),
      summary: text(command.summary),
      type: text(command.type) || null,
      min: numberOf(command.min),
      max: numberOf(command.max),
      unit: text(command.unit) || null,
      choices: words(command.choices),
      reply: text(command.reply),
      example: text(command.example),
      errors: words(command.errors),
    })),
    errors: items(fields.errors).map((error) => ({ code: text(error.code), meaning: text(error.meaning) })),
  };
}

export const commandSetStyles = `
.command { break-inside: avoid; margin: 0 0 4mm; border-left: 0.8mm solid #0b2545; padding-left: 3mm; }
.command h3 { font-family: 'Noto Sans Mono', 'DejaVu Sans Mono', monospace; font-size: 11pt; margin: 0 0 1mm; }
.command p { margin: 0 0 1.5mm; }
.command table { margin: 0; }
.command th { width: 28mm; }
code { font-family: 'Noto Sans Mono', 'DejaVu Sans Mono', monospace; }
`;

/** A parameter in words: its type, then its range and unit or its choices. */
function Parameter({ command }: { command: InterfaceCommand }) {
  const { t } = useTranslation();
  if (!command.type) return <>{t('document.noParameter')}</>;
  const type = t(optionKey(parameterTypes, command.type));
  if (command.type === 'choice')
    return (
      <>
        {type}: {t('document.oneOf', { choices: command.choices.join(' / ') })}
      </>
    );
  const unit = !command.unit
    ? ''
    : command.unit === 'pulses'
      ? t('document.pulses')
      : (unitSymbols[command.unit] ?? '');
  return (
    <>
      {type}: {t('document.range', { min: command.min ?? '–', max: command.max ?? '–', unit }).trim()}
    </>
  );
}

/** The transport settings: RS-232, Ethernet, the line ending. */
export function TransportTable({ data }: { data: InterfaceData }) {
  const { t } = useTranslation();
  return (
    <table>
      <tbody>
        <tr>
          <th scope="row">{t('document.baudRate')}</th>
          <td>{data.baudRate === null ? '–' : `${data.baudRate} bit/s`}</td>
        </tr>
        <tr>
          <th scope="row">{t('document.framingLabel')}</th>
          <td>{data.framing ? t(optionKey(serialFramings, data.framing)) : '–'}</td>
        </tr>
        <tr>
          <th scope="row">{t('document.tcpPort')}</th>
          <td>{data.tcpPort === null ? t('document.noEthernet') : String(data.tcpPort)}</td>
        </tr>
        <tr>
          <th scope="row">{t('document.lineEndingLabel')}</th>
          <td>{data.lineEnding ? t(optionKey(lineEndings, data.lineEnding)) : '–'}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** One command: its name, what it does, parameter, reply and errors. */
export function CommandBlock({ command }: { command: InterfaceCommand }) {
  const { t } = useTranslation();
  return (
    <div className="command">
      <h3>{command.name}</h3>
      <p>{command.summary}</p>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('document.parameter')}</th>
            <td>
              <Parameter command={command} />
            </td>
          </tr>
          <tr>
            <th scope="row">{t('document.reply')}</th>
            <td>
              <code>{command.reply}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('document.replyExample')}</th>
            <td>
              <code>{command.example}</code>
            </td>
          </tr>
          {command.errors.length ? (
            <tr>
              <th scope="row">{t('document.commandErrors')}</th>
              <td>{command.errors.join(', ')}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export function ErrorTable({ data }: { data: InterfaceData }) {
  const { t } = useTranslation();
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{t('document.code')}</th>
          <th scope="col">{t('document.meaning')}</th>
        </tr>
      </thead>
      <tbody>
        {data.errors.map((error) => (
          <tr key={error.code}>
            <th scope="row">
              <code>{error.code}</code>
            </th>
            <td>{error.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The whole reference in one column, as /admin previews an entry (the PDF splits it into chapters). */
export function InterfaceReference({ data }: { data: InterfaceData }) {
  const { t } = useTranslation();
  return (
    <article>
      <style>{commandSetStyles}</style>
      <h1>{data.title}</h1>
      {data.intro ? <p>{data.intro}</p> : null}
      <h2>{t('document.commandsTransport')}</h2>
      <TransportTable data={data} />
      <h2>{t('document.commandsSyntax')}</h2>
      <p>{t('document.syntaxText')}</p>
      <h2>{t('document.commandsList')}</h2>
      {data.commands.map((command, index) => (
        <CommandBlock key={`${command.name}-${index}`} command={command} />
      ))}
      <h2>{t('document.commandsErrors')}</h2>
      <ErrorTable data={data} />
    </article>
  );
}
