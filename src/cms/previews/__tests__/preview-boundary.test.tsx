import React from 'react';
import { render, screen } from '@testing-library/react';
import { fromJS } from 'immutable';
import { JobPostingPreview } from '../index';
import type { PreviewProps } from '../entry-data';

// A view that breaks on one entry stands for whatever a half-written entry may still break.
jest.mock('../../../components/about/job-posting-card', () => ({
  JobPostingCard: ({ job }: { job: { title: string } }) => {
    if (job.title === 'boom') throw new TypeError('Cannot read properties of null');
    return <h3>{job.title}</h3>;
  },
}));

const props = (title: string) =>
  ({
    locale: 'zh',
    entry: fromJS({ slug: 'job', data: { slug: 'job', title } }),
    collection: fromJS({ name: 'jobs' }),
    getAsset: () => undefined,
    document,
  }) as unknown as PreviewProps;

describe('a preview that breaks on an entry', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the caught error on the console; the test asserts what the editor sees.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => consoleError.mockRestore());

  it('says so inside the preview in Chinese and comes back when the entry changes', () => {
    const { rerender } = render(<JobPostingPreview {...props('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('预览暂时无法显示这条内容');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read properties of null');
    rerender(<JobPostingPreview {...props('工艺工程师')} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '工艺工程师' })).toBeInTheDocument();
  });

  it('speaks English to an editor who chose it', () => {
    localStorage.setItem('cms-lang', 'en');
    render(<JobPostingPreview {...props('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The preview cannot show this entry yet');
  });
});
