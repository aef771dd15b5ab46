import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../jest/render-with-i18n';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { type DownloadItem, DownloadList } from '../download-list';
import { datasheetItem, drawingItem } from '../datasheet-item';

const datasheet: DownloadItem = {
  slug: 'yc-ps80-datasheet',
  title: 'YC-PS80 datasheet',
  category: 'datasheet',
  url: null,
  file: { url: '/uploads/downloads/yc-ps80-datasheet.pdf', bytes: 88064, extension: 'pdf' },
};
const manual: DownloadItem = {
  slug: 'yc-fs20-manual',
  title: 'YC-FS20 user manual',
  category: 'manual',
  url: null,
  file: { url: '/uploads/downloads/yc-fs20-manual.pdf', bytes: 1258291, extension: 'pdf' },
};
const software: DownloadItem = {
  slug: 'beam-studio',
  title: 'Beam Studio control software',
  category: 'software',
  url: 'https://download.example.com/tools/beam-studio.zip',
  file: null,
};
const portal: DownloadItem = {
  slug: 'certificate-portal',
  title: 'CE certificates',
  category: 'certificate',
  url: 'https://certificates.example.com/yaochen',
  file: null,
};

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('DownloadList', () => {
  it('shows title, category, file type and a size formatted for the locale', () => {
    renderInLocale(<DownloadList downloads={[datasheet, manual]} />, 'en');
    const first = within(itemOf('YC-PS80 datasheet'));
    expect(first.getByText('Datasheet')).toBeInTheDocument();
    expect(first.getByText('PDF')).toBeInTheDocument();
    expect(first.getByText('86 KB')).toBeInTheDocument();
    const second = within(itemOf('YC-FS20 user manual'));
    expect(second.getByText('User manual')).toBeInTheDocument();
    expect(second.getByText('1.2 MB')).toBeInTheDocument();
  });

  it('shows a printed document’s measured size and page count, and a link’s given size', () => {
    const printed: DownloadItem = {
      ...manual,
      slug: 'fs-manual',
      title: 'Femtosecond manual',
      file: { url: '/downloads/fs-manual-en.pdf', bytes: 137637, pages: 12, extension: 'pdf' },
    };
    renderInLocale(<DownloadList downloads={[printed, { ...software, megabytes: 86.4 }]} />, 'zh');
    const document = within(itemOf('Femtosecond manual'));
    expect(document.getByText('134 KB')).toBeInTheDocument();
    expect(document.getByText('12 页')).toBeInTheDocument();
    expect(within(itemOf('Beam Studio control software')).getByText('86 MB')).toBeInTheDocument();
    expect(screen.queryByText('未知大小')).toBeNull();
  });

  it('says "Unknown Size" for an external link, and takes the type from its path when it has one', () => {
    renderInLocale(<DownloadList downloads={[software, portal]} />, 'en');
    const zip = within(itemOf('Beam Studio control software'));
    expect(zip.getByText('Unknown Size')).toBeInTheDocument();
    expect(zip.getByText('ZIP')).toBeInTheDocument();
    const link = within(itemOf('CE certificates'));
    expect(link.getByText('Unknown Size')).toBeInTheDocument();
    expect(link.getByText('External link')).toBeInTheDocument();
  });

  it('links a file for download and names it by its title', () => {
    renderInLocale(<DownloadList downloads={[datasheet]} />, 'en');
    const link = screen.getByRole('link', { name: 'Download YC-PS80 datasheet' });
    expect(link).toHaveAttribute('href', '/uploads/downloads/yc-ps80-datasheet.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens an external link in a new window, safely, and says so', () => {
    renderInLocale(<DownloadList downloads={[software]} />, 'en');
    const link = screen.getByRole('link', { name: 'Download Beam Studio control software (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://download.example.com/tools/beam-studio.zip');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('download');
  });

  it('speaks Chinese on zh pages', () => {
    renderInLocale(<DownloadList downloads={[datasheet, software]} />, 'zh');
    expect(within(itemOf('YC-PS80 datasheet')).getByText('产品规格书')).toBeInTheDocument();
    expect(within(itemOf('YC-PS80 datasheet')).getByText('86 KB')).toBeInTheDocument();
    expect(within(itemOf('Beam Studio control software')).getByText('未知大小')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 YC-PS80 datasheet' })).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: '下载 Beam Studio control software （在新窗口打开）' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  // The generated items, made with the page's own translations.
  const product = {
    slug: 'yc-fs20-ir',
    model: 'YC-FS20-IR',
    datasheet: { bytes: 300000, pages: 2 },
    drawing: { bytes: 8909 },
  };
  function Generated({ locale }: { locale: 'zh' | 'en' }) {
    const { t } = useTranslation();
    return <DownloadList downloads={[datasheetItem(product, locale, t), drawingItem(product, locale, t)!]} />;
  }

  it.each([
    ['zh', 'YC-FS20-IR 外形图 (DXF)', '外形图'],
    ['en', 'YC-FS20-IR outline drawing (DXF)', 'Outline drawings'],
  ] as const)('in %s: lists a model’s outline drawing as DXF with its size, no pages', (locale, title, category) => {
    renderInLocale(<Generated locale={locale} />, locale);
    const item = within(itemOf(title));
    expect(item.getByText(category)).toBeInTheDocument();
    expect(item.getByText('DXF')).toBeInTheDocument();
    expect(item.getByText('8.7 KB')).toBeInTheDocument();
    expect(item.queryByText(/页|pages?$/)).toBeNull();
    expect(item.getByRole('link')).toHaveAttribute('href', `/drawings/yc-fs20-ir-${locale}.dxf`);
  });

  it('lists no drawing for a model the build wrote none for', () => {
    expect(drawingItem({ slug: 'x', model: 'X', drawing: null }, 'en', i18next.getFixedT('en'))).toBeNull();
  });
});
