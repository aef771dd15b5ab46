// The production backend of /admin, read from CMS_* variables when the CMS is built
// (scripts/build-cms.mjs), turned into Decap's `backend` configuration (src/cms/config.ts) and
// into the origins /admin's Content-Security-Policy allows (src/server/http/admin-csp.ts).
// Only Decap's types are imported: the build script loads this file on its own.
import type { CmsBackend } from 'decap-cms-core';
import { trimEndOf } from '../text/trim';

/** The Decap 3 backends we support; git-gateway (Netlify Identity) is deprecated by Netlify. */
export const backendNames = ['gitlab', 'gitea', 'forgejo', 'github'] as const;
export type BackendName = (typeof backendNames)[number];

/** One configured backend: where the repository lives and how editors log in. */
export interface BackendSettings {
  name: BackendName;
  /** `owner/name` (GitLab: `group/subgroup/name` too). */
  repo: string;
  /** The Git host (gitlab, gitea, forgejo) or the OAuth server (github). */
  baseUrl: string;
  /** The host's REST API. */
  apiRoot: string;
  /** OAuth application id (PKCE: gitlab, gitea, forgejo). */
  appId?: string;
  /** Path of the authorization endpoint under baseUrl (github: the OAuth server's; gitlab). */
  authEndpoint?: string;
}

/** Everything the CMS build takes from the environment. */
export interface CmsBuildSettings {
  /** null when CMS_BACKEND is unset: /admin then explains the set-up, except on localhost. */
  backend: BackendSettings | null;
  branch: string;
  editorialWorkflow: boolean;
  siteUrl?: string;
}

/** The variables read, named once (docs/configuration.md: "Setting up the backend"). */
export type CmsEnvVariables = Partial<
  Record<
    | 'CMS_BACKEND'
    | 'CMS_REPO'
    | 'CMS_BRANCH'
    | 'CMS_BASE_URL'
    | 'CMS_API_ROOT'
    | 'CMS_APP_ID'
    | 'CMS_AUTH_ENDPOINT'
    | 'CMS_EDITORIAL_WORKFLOW'
    | 'CMS_AUTH_BASE_URL'
    | 'SITE_URL',
    string
  >
>;

/** A configuration the chosen backend cannot work with; the message lists every problem. */
export class BackendConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The CMS backend is not configured correctly:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'BackendConfigError';
  }
}

const flag = (value: string | undefined) => ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

/** `https://host[:port][/path]` without a trailing slash, or undefined when it is not an http(s) URL. */
function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) return undefined;
    return trimEndOf(`${url.origin}${url.pathname}`, '/');
  } catch {
    return undefined;
  }
}

/** What each backend uses, so a variable it would silently ignore is an error instead. */
const accepts: Record<BackendName, readonly string[]> = {
  github: ['CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_AUTH_ENDPOINT'],
  gitlab: ['CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_APP_ID', 'CMS_AUTH_ENDPOINT'],
  gitea: ['CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_APP_ID'],
  forgejo: ['CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_APP_ID'],
};

const backendSpecific = ['CMS_REPO', 'CMS_BASE_URL', 'CMS_API_ROOT', 'CMS_APP_ID', 'CMS_AUTH_ENDPOINT'] as const;

/**
 * Reads and checks the CMS_* variables. Throws a BackendConfigError naming every problem
 * (unknown backend, missing repository or application id, a variable the backend ignores...).
 */
export function backendFromEnv(env: CmsEnvVariables): CmsBuildSettings {
  const value = (name: keyof CmsEnvVariables) => env[name]?.trim() || undefined;
  const problems: string[] = [];
  const common = {
    branch: value('CMS_BRANCH') ?? 'main',
    editorialWorkflow: flag(env.CMS_EDITORIAL_WORKFLOW),
    ...(value('SITE_URL') ? { siteUrl: value('SITE_URL') } : {}),
  };
  if (value('CMS_AUTH_BASE_URL')) {
    problems.push('CMS_AUTH_BASE_URL was renamed: set CMS_BASE_URL (the OAuth server of the github backend).');
  }
  const name = value('CMS_BACKEND')?.toLowerCase();
  if (!name) {
    const stray = backendSpecific.filter((variable) => value(variable));
    if (stray.length) problems.push(`${stray.join(', ')} set but CMS_BACKEND is not: set CMS_BACKEND too.`);
    if (problems.length) throw new BackendConfigError(problems);
    return { backend: null, ...common };
  }
  if (name === 'git-gateway') {
    throw new BackendConfigError([
      'CMS_BACKEND=git-gateway is no longer supported: Netlify deprecated Identity and Git Gateway (2025). ' +
        'Use gitlab or gitea (self-hosted, recommended in mainland China) or github.',
    ]);
  }
  if (!(backendNames as readonly string[]).includes(name)) {
    throw new BackendConfigError([
      `CMS_BACKEND="${name}" is not supported: use ${backendNames.join(', ')}, or leave it unset (local editing only).`,
    ]);
  }
  const backend = name as BackendName;
  for (const variable of backendSpecific.slice(1)) {
    if (value(variable) && !accepts[backend].includes(variable)) {
      problems.push(`${variable} is not used by the ${backend} backend: unset it.`);
    }
  }

  const repo = value('CMS_REPO');
  const repoPattern = backend === 'gitlab' ? /^[\w.-]+(\/[\w.-]+)+$/ : /^[\w.-]+\/[\w.-]+$/;
  if (!repo) problems.push(`CMS_BACKEND=${backend} needs CMS_REPO: the repository as owner/name.`);
  else if (!repoPattern.test(repo)) problems.push(`CMS_REPO="${repo}" is not owner/name.`);

  const url = (variable: 'CMS_BASE_URL' | 'CMS_API_ROOT') => {
    const given = value(variable);
    if (!given) return undefined;
    const parsed = httpUrl(given);
    if (!parsed) problems.push(`${variable}="${given}" is not an http(s) URL.`);
    return parsed;
  };
  const baseUrl = url('CMS_BASE_URL');
  const apiRoot = url('CMS_API_ROOT');
  const appId = value('CMS_APP_ID');
  const authEndpoint = value('CMS_AUTH_ENDPOINT')?.replace(/^\/+/, '');
  const needs = (variable: string, why: string) => problems.push(`CMS_BACKEND=${backend} needs ${variable}: ${why}.`);

  let settings: BackendSettings;
  switch (backend) {
    case 'github':
      // Without an OAuth server of its own, GitHub logins go through Netlify's (api.netlify.com).
      settings = {
        name: backend,
        repo: repo ?? '',
        baseUrl: baseUrl ?? 'https://api.netlify.com',
        apiRoot: apiRoot ?? 'https://api.github.com',
        authEndpoint: authEndpoint ?? 'auth',
      };
      break;
    case 'gitlab':
      if (!appId) needs('CMS_APP_ID', 'the Application ID of a GitLab OAuth application (PKCE, scope api)');
      settings = {
        name: backend,
        repo: repo ?? '',
        baseUrl: baseUrl ?? 'https://gitlab.com',
        apiRoot: apiRoot ?? `${baseUrl ?? 'https://gitlab.com'}/api/v4`,
        appId,
        authEndpoint: authEndpoint ?? 'oauth/authorize',
      };
      break;
    case 'gitea':
    case 'forgejo':
      if (!baseUrl) needs('CMS_BASE_URL', `the address of your ${backend} server, e.g. https://git.example.cn`);
      if (!appId) needs('CMS_APP_ID', `the Client ID of an OAuth2 application in ${backend} (public client, PKCE)`);
      if (backend === 'gitea' && common.editorialWorkflow) {
        problems.push("Decap's gitea backend has no editorial workflow: unset CMS_EDITORIAL_WORKFLOW.");
      }
      settings = {
        name: backend,
        repo: repo ?? '',
        baseUrl: baseUrl ?? '',
        apiRoot: apiRoot ?? `${baseUrl}/api/v1`,
        appId,
      };
      break;
  }
  if (problems.length) throw new BackendConfigError(problems);
  return { backend: settings, ...common };
}

/** Decap's `backend` options for these settings (without branch and commit messages). */
export function decapBackendOptions(settings: BackendSettings): CmsBackend {
  switch (settings.name) {
    case 'github':
      return {
        name: 'github',
        repo: settings.repo,
        base_url: settings.baseUrl,
        auth_endpoint: settings.authEndpoint,
        api_root: settings.apiRoot,
      };
    case 'gitlab':
      return {
        name: 'gitlab',
        repo: settings.repo,
        auth_type: 'pkce',
        app_id: settings.appId,
        base_url: settings.baseUrl,
        auth_endpoint: settings.authEndpoint,
        api_root: settings.apiRoot,
      };
    case 'gitea':
    case 'forgejo':
      return {
        name: settings.name,
        repo: settings.repo,
        app_id: settings.appId,
        base_url: settings.baseUrl,
        api_root: settings.apiRoot,
      };
  }
}

/** Avatars Decap shows in its header come from these hosts besides the Git host. */
const avatarOrigins: Partial<Record<BackendName, string[]>> = {
  github: ['https://avatars.githubusercontent.com'],
  gitlab: ['https://secure.gravatar.com'],
};

/** The origins /admin talks to for this backend: `connect` (API and token exchange) and `img`. */
export function backendOrigins(backend: BackendSettings | null): { connect: string[]; img: string[] } {
  if (!backend) return { connect: [], img: [] };
  const connect = [...new Set([new URL(backend.apiRoot).origin, new URL(backend.baseUrl).origin])];
  return { connect, img: [...new Set([...connect, ...(avatarOrigins[backend.name] ?? [])])] };
}
