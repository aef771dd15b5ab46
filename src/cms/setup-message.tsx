import type { CSSProperties } from 'react';
import type { CmsUiLocale } from './ui-locale';

interface SetupText {
  title: string;
  intro: string;
  variables: [name: string, meaning: string][];
  recommended: string;
  more: string;
  switchLabel: string;
  switchLang: 'zh' | 'en';
}

const text = (origin: string): Record<CmsUiLocale, SetupText> => ({
  zh_Hans: {
    title: '内容管理尚未配置',
    intro:
      '本网站构建时没有指定内容管理的后端，所以这里还不能登录编辑。请网站管理员在构建环境中设置下列变量，然后重新构建并部署网站：',
    variables: [
      ['CMS_BACKEND', 'gitlab、gitea、forgejo 或 github'],
      ['CMS_REPO', '内容所在的仓库，例如 web/site'],
      ['CMS_BASE_URL', '自建 GitLab、Gitea 或 Forgejo 的地址，例如 https://gitlab.example.cn'],
      ['CMS_APP_ID', `在该服务中创建的 OAuth 应用的 ID，回调地址填写 ${origin}/admin/`],
      ['CMS_BRANCH', '编辑提交到的分支（默认 main）'],
    ],
    recommended:
      '推荐：在中国大陆，使用公司内网自建的 GitLab 或 Gitea。编辑人员用自己的账号登录（PKCE），不需要另外的认证服务器，也不依赖境外服务。',
    more: '详细步骤见项目文档 docs/configuration.md 的“Setting up the backend (administrators)”一节。在本机编辑（npm run cms）不需要任何配置。',
    switchLabel: 'English',
    switchLang: 'en',
  },
  en: {
    title: 'The content manager is not set up yet',
    intro:
      'This site was built without a CMS backend, so editors cannot log in here yet. The site administrator sets these variables in the build environment, then rebuilds and deploys the site:',
    variables: [
      ['CMS_BACKEND', 'gitlab, gitea, forgejo or github'],
      ['CMS_REPO', 'the repository holding the content, e.g. web/site'],
      ['CMS_BASE_URL', 'the address of your own GitLab, Gitea or Forgejo, e.g. https://gitlab.example.cn'],
      ['CMS_APP_ID', `the ID of an OAuth application created there, with the redirect URI ${origin}/admin/`],
      ['CMS_BRANCH', 'the branch editors commit to (default main)'],
    ],
    recommended:
      'Recommended in mainland China: a GitLab or Gitea server inside the company network. Editors log in with their own accounts (PKCE), with no separate authentication server and no service abroad.',
    more: 'Step by step: docs/configuration.md in the project, "Setting up the backend (administrators)". Editing on your own computer (npm run cms) needs no configuration.',
    switchLabel: '中文',
    switchLang: 'zh',
  },
});

// Inline styles: the admin page loads no stylesheet of ours (the site's CSS goes to previews only).
const styles: Record<string, CSSProperties> = {
  main: {
    maxWidth: '44rem',
    margin: '3rem auto',
    padding: '0 1.5rem',
    font: '16px/1.7 system-ui, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
    color: '#1f2933',
  },
  title: { color: '#0f3f95', fontSize: '1.6rem' },
  name: { fontFamily: 'ui-monospace, monospace', fontWeight: 600, marginTop: '0.75rem' },
  meaning: { margin: '0 0 0 1.5rem' },
  switch: { color: '#0f3f95' },
};

/** What /admin shows in production when no backend was configured at build time. */
export function SetupMessage({ locale, origin }: { locale: CmsUiLocale; origin: string }) {
  const t = text(origin)[locale];
  return (
    <main style={styles.main} lang={locale === 'en' ? 'en' : 'zh-CN'}>
      <h1 style={styles.title}>{t.title}</h1>
      <p>{t.intro}</p>
      <dl>
        {t.variables.map(([name, meaning]) => (
          <div key={name}>
            <dt style={styles.name}>{name}</dt>
            <dd style={styles.meaning}>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{t.recommended}</p>
      <p>{t.more}</p>
      <p>
        <a style={styles.switch} href={`?lang=${t.switchLang}`} hrefLang={t.switchLang === 'en' ? 'en' : 'zh-CN'}>
          {t.switchLabel}
        </a>
      </p>
    </main>
  );
}

/** The document title of the setup page, in the editor's language. */
export const setupTitle = (locale: CmsUiLocale) => text('')[locale].title;
