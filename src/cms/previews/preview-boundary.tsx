import React, { Component, type ReactNode } from 'react';
import { type CmsUiLocale, savedUiLocale } from '../ui-locale';
import * as styles from './preview-boundary.module.css';

const words: Record<CmsUiLocale, { title: string; body: string }> = {
  zh_Hans: {
    title: '预览暂时无法显示这条内容',
    body: '请继续填写，内容改动后预览会自动恢复；保存不受影响。如果填完后仍然如此，请把下面的说明发给网站管理员。',
  },
  en: {
    title: 'The preview cannot show this entry yet',
    body: 'Keep filling it in: the preview comes back by itself when the entry changes, and saving is not affected. If it stays like this once the entry is complete, send the note below to the site administrator.',
  },
};

interface Props {
  /** Changes whenever the entry does (Decap hands a new entry on every edit): the preview tries again. */
  resetKey: unknown;
  /** The editor's UI language; by default the one /admin remembers. */
  ui?: CmsUiLocale;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Decap's own error boundary around the preview replaces it for good ("出错了") until the preview
 * is switched off and on. This one keeps the failure inside the preview, in the editor's
 * language, and renders the entry again as soon as it changes.
 */
export class PreviewBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const text = words[this.props.ui ?? savedUiLocale()];
    return (
      <div className={styles.problem} role="alert">
        <p className={styles.title}>{text.title}</p>
        <p>{text.body}</p>
        <p className={styles.detail}>{error.message}</p>
      </div>
    );
  }
}
