import { BackendConfigError, type CmsEnvVariables, backendFromEnv, backendOrigins } from '../backend';
import { cmsConfig } from '../config';

/** The Decap configuration a build with these variables produces (as src/cms/index.tsx does). */
const configFor = (env: CmsEnvVariables) => cmsConfig({ ...backendFromEnv(env), uiLocale: 'zh_Hans' });

/** The problems a BackendConfigError lists, or a failure when the settings were accepted. */
function problemsOf(env: CmsEnvVariables): string[] {
  try {
    backendFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(BackendConfigError);
    return (error as BackendConfigError).problems;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

const gitlabEnv = {
  CMS_BACKEND: 'gitlab',
  CMS_REPO: 'web/site',
  CMS_BRANCH: 'content',
  CMS_BASE_URL: 'https://gitlab.example.cn/',
  CMS_APP_ID: '0123abcd',
};

describe('no backend configured', () => {
  it('has no production backend: /admin uses the local proxy on localhost and explains the set-up elsewhere', () => {
    expect(backendFromEnv({})).toEqual({ backend: null, branch: 'main', editorialWorkflow: false });
    const local = cmsConfig({
      ...backendFromEnv({}),
      localBackend: true,
      localBackendUrl: 'http://localhost:8081/api/v1',
    });
    expect(local.backend).toMatchObject({ name: 'proxy', proxy_url: 'http://localhost:8081/api/v1', branch: 'main' });
    expect(local.local_backend).toEqual({ url: 'http://localhost:8081/api/v1' });
    expect(backendOrigins(null)).toEqual({ connect: [], img: [] });
  });

  it('refuses backend settings without CMS_BACKEND rather than ignoring them', () => {
    expect(problemsOf({ CMS_REPO: 'web/site', CMS_APP_ID: 'x' })).toEqual([
      'CMS_REPO, CMS_APP_ID set but CMS_BACKEND is not: set CMS_BACKEND too.',
    ]);
  });

  it('refuses git-gateway, deprecated by Netlify, and unknown backends', () => {
    expect(problemsOf({ CMS_BACKEND: 'git-gateway' })[0]).toMatch(/no longer supported: Netlify deprecated/);
    expect(problemsOf({ CMS_BACKEND: 'svn' })[0]).toMatch(/"svn" is not supported: use gitlab, gitea, forgejo, github/);
    expect(problemsOf({ CMS_AUTH_BASE_URL: 'https://auth.example.cn' })[0]).toMatch(/renamed: set CMS_BASE_URL/);
  });
});

describe('gitlab (PKCE, self-hosted)', () => {
  it('generates the PKCE backend with the self-hosted base_url and its api_root', () => {
    const config = configFor(gitlabEnv);
    expect(config.backend).toMatchObject({
      name: 'gitlab',
      repo: 'web/site',
      branch: 'content',
      auth_type: 'pkce',
      app_id: '0123abcd',
      base_url: 'https://gitlab.example.cn',
      auth_endpoint: 'oauth/authorize',
      api_root: 'https://gitlab.example.cn/api/v4',
    });
    expect(config.local_backend).toBeUndefined();
  });

  it('takes an explicit API root and defaults to gitlab.com', () => {
    const settings = backendFromEnv({ ...gitlabEnv, CMS_API_ROOT: 'https://api.gitlab.example.cn/api/v4' }).backend;
    expect(settings).toMatchObject({ apiRoot: 'https://api.gitlab.example.cn/api/v4' });
    expect(backendOrigins(settings).connect).toEqual(['https://api.gitlab.example.cn', 'https://gitlab.example.cn']);
    const hosted = backendFromEnv({ CMS_BACKEND: 'gitlab', CMS_REPO: 'group/sub/site', CMS_APP_ID: 'a' }).backend;
    expect(hosted).toMatchObject({ baseUrl: 'https://gitlab.com', apiRoot: 'https://gitlab.com/api/v4' });
  });

  it('fails without an application id or repository, naming each', () => {
    expect(problemsOf({ CMS_BACKEND: 'gitlab' })).toEqual([
      'CMS_BACKEND=gitlab needs CMS_REPO: the repository as owner/name.',
      'CMS_BACKEND=gitlab needs CMS_APP_ID: the Application ID of a GitLab OAuth application (PKCE, scope api).',
    ]);
    expect(problemsOf({ ...gitlabEnv, CMS_BASE_URL: 'gitlab.example.cn' })).toEqual([
      'CMS_BASE_URL="gitlab.example.cn" is not an http(s) URL.',
    ]);
  });
});

describe('gitea and forgejo (PKCE, self-hosted)', () => {
  const giteaEnv = {
    CMS_BACKEND: 'gitea',
    CMS_REPO: 'web/site',
    CMS_BASE_URL: 'https://git.example.cn',
    CMS_APP_ID: 'f5b2c1d0-client',
  };

  it('generates base_url, api_root and app_id', () => {
    const config = configFor(giteaEnv);
    expect(config.backend).toEqual({
      name: 'gitea',
      repo: 'web/site',
      branch: 'main',
      app_id: 'f5b2c1d0-client',
      base_url: 'https://git.example.cn',
      api_root: 'https://git.example.cn/api/v1',
      commit_messages: expect.any(Object),
    });
    expect(config.publish_mode).toBe('simple');
  });

  it('generates forgejo the same way, with the API root Decap derives its login from', () => {
    const config = configFor({ ...giteaEnv, CMS_BACKEND: 'forgejo', CMS_EDITORIAL_WORKFLOW: '1' });
    expect(config.backend).toMatchObject({ name: 'forgejo', api_root: 'https://git.example.cn/api/v1' });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('fails without the server address or application id, or with the editorial workflow', () => {
    expect(problemsOf({ CMS_BACKEND: 'gitea', CMS_REPO: 'web/site', CMS_EDITORIAL_WORKFLOW: '1' })).toEqual([
      'CMS_BACKEND=gitea needs CMS_BASE_URL: the address of your gitea server, e.g. https://git.example.cn.',
      'CMS_BACKEND=gitea needs CMS_APP_ID: the Client ID of an OAuth2 application in gitea (public client, PKCE).',
      "Decap's gitea backend has no editorial workflow: unset CMS_EDITORIAL_WORKFLOW.",
    ]);
    expect(problemsOf({ ...giteaEnv, CMS_AUTH_ENDPOINT: 'oauth/authorize' })).toEqual([
      'CMS_AUTH_ENDPOINT is not used by the gitea backend: unset it.',
    ]);
  });
});

describe('github (OAuth server)', () => {
  it('generates base_url and auth_endpoint of the OAuth server', () => {
    const config = configFor({
      CMS_BACKEND: 'github',
      CMS_REPO: 'yaochen/site',
      CMS_BASE_URL: 'https://oauth.example.cn',
      CMS_AUTH_ENDPOINT: '/github/auth',
      CMS_EDITORIAL_WORKFLOW: 'true',
    });
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'yaochen/site',
      branch: 'main',
      base_url: 'https://oauth.example.cn',
      auth_endpoint: 'github/auth',
      api_root: 'https://api.github.com',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it("uses Netlify's OAuth server by default and refuses what GitHub does not use", () => {
    const settings = backendFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'yaochen/site' }).backend;
    expect(settings).toMatchObject({ baseUrl: 'https://api.netlify.com', authEndpoint: 'auth' });
    expect(problemsOf({ CMS_BACKEND: 'github', CMS_REPO: 'yaochen', CMS_APP_ID: 'x' })).toEqual([
      'CMS_APP_ID is not used by the github backend: unset it.',
      'CMS_REPO="yaochen" is not owner/name.',
    ]);
  });
});

describe('the origins /admin may talk to', () => {
  it('are exactly the API and auth origins of the backend (and its avatars for images)', () => {
    const github = backendFromEnv({ CMS_BACKEND: 'github', CMS_REPO: 'a/b', CMS_BASE_URL: 'https://oauth.example.cn' });
    expect(backendOrigins(github.backend)).toEqual({
      connect: ['https://api.github.com', 'https://oauth.example.cn'],
      img: ['https://api.github.com', 'https://oauth.example.cn', 'https://avatars.githubusercontent.com'],
    });
    const gitea = backendFromEnv({
      CMS_BACKEND: 'gitea',
      CMS_REPO: 'a/b',
      CMS_BASE_URL: 'http://git.intranet:3000/',
      CMS_APP_ID: 'x',
    });
    expect(backendOrigins(gitea.backend)).toEqual({
      connect: ['http://git.intranet:3000'],
      img: ['http://git.intranet:3000'],
    });
  });
});
