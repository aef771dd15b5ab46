import ky, { type KyInstance, type KyResponse } from 'ky';
import { bodyOptions, readBody, type RequestBody } from './body';
import { HttpError, toHttpError } from './http-error';
import { DEFAULT_TIMEOUT_MS, MAX_TIMEOUT_MS, retryOptions } from './policy';
import { trimEndOf } from '../../text/trim';

export { HttpError, TIMEOUT_MESSAGE, type HttpErrorKind } from './http-error';
export { DEFAULT_TIMEOUT_MS, RETRY_POLICY } from './policy';
export type { RequestBody } from './body';

export interface HttpClientOptions {
  /** Prefix of every path: '/' (the default) is the page's origin in the browser; outside it give a full URL. */
  baseUrl?: string;
  /** Per attempt, until the response headers arrive. Default 10000. */
  timeoutMs?: number;
  /** Sent with every request; a request's own headers win. */
  headers?: Record<string, string>;
  /** Another fetch implementation (tests, instrumentation). Default: the global fetch at call time. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  searchParams?: URLSearchParams | Record<string, string | number | boolean> | string;
  /** Aborting rejects with the AbortError itself, not an HttpError, and stops any retry. */
  signal?: AbortSignal;
}

/** A successful response: status, headers and the parsed body. */
export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  /** JSON when the response says JSON, text otherwise; undefined for HEAD, 204 and an empty body. */
  data: T;
}

export interface HttpClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  head(path: string, options?: RequestOptions): Promise<HttpResponse<undefined>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<HttpResponse<T>>;
  put<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<HttpResponse<T>>;
  patch<T = unknown>(path: string, body?: RequestBody, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** Sends `Authorization: <scheme> <token>` (e.g. "Bearer abc") on every later request. */
  setAuthorization(scheme: string, token: string): void;
  clearAuthorization(): void;
}

type Method = 'GET' | 'HEAD' | 'DELETE' | 'POST' | 'PUT' | 'PATCH';

const absoluteUrl = /^[a-z][a-z\d+.-]*:/i;

/** The base URL with exactly one trailing slash, as ky's prefixUrl joins it; empty means '/'. */
export function normaliseBaseUrl(baseUrl: string | undefined): string {
  const trimmed = (baseUrl ?? '').trim() || '/';
  return `${trimEndOf(trimmed, '/')}/`;
}

/** A path relative to the base URL: 'api/contact' and '/api/contact' both name <base>api/contact. */
export function normalisePath(path: string): string {
  if (absoluteUrl.test(path)) throw new TypeError(`HTTP client: give a path relative to the base URL, not "${path}"`);
  return path.replace(/^\/+/, '');
}

/** Creates a client whose defaults are the site's policy (see policy.ts); failed requests reject with HttpError. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > MAX_TIMEOUT_MS) {
    throw new RangeError(`HTTP client: timeoutMs must be a whole number from 1 to ${MAX_TIMEOUT_MS}`);
  }
  const defaultHeaders = { ...options.headers };
  let authorization: string | undefined;
  // Built on first use, so importing the shared client touches no fetch globals (SSR, jsdom tests).
  let api: KyInstance | undefined;

  const instance = (): KyInstance => {
    if (!absoluteUrl.test(baseUrl) && typeof location === 'undefined') {
      throw new TypeError(`HTTP client: base URL "${baseUrl}" is relative; outside the browser give a full URL`);
    }
    api ??= ky.create({
      prefixUrl: baseUrl,
      timeout: timeoutMs,
      retry: retryOptions(),
      throwHttpErrors: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return api;
  };

  const send = async <T>(method: Method, path: string, body: RequestBody | undefined, request: RequestOptions = {}) => {
    const headers = new Headers(defaultHeaders);
    if (authorization !== undefined) headers.set('authorization', authorization);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);

    // Mistakes in the call itself (a bad path or header, a relative base URL in Node) reject as they are, unsent.
    const pending = instance()(normalisePath(path), {
      method,
      headers,
      searchParams: request.searchParams,
      signal: request.signal,
      ...bodyOptions(body),
    });
    let response: KyResponse;
    try {
      response = await pending;
    } catch (error) {
      throw await toHttpError(error, request.signal);
    }
    let data: unknown;
    try {
      data = await readBody(response, method);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw await toHttpError(error, request.signal);
      throw new HttpError(`${method} ${response.url} answered with invalid JSON`, {
        kind: 'http',
        status: response.status,
        response,
        cause: error,
      });
    }
    return { status: response.status, headers: response.headers, data: data as T };
  };

  return {
    get: (path, request) => send('GET', path, undefined, request),
    head: (path, request) => send<undefined>('HEAD', path, undefined, request),
    delete: (path, request) => send('DELETE', path, undefined, request),
    post: (path, body, request) => send('POST', path, body, request),
    put: (path, body, request) => send('PUT', path, body, request),
    patch: (path, body, request) => send('PATCH', path, body, request),
    setAuthorization(scheme, token) {
      if (!scheme.trim() || !token.trim()) throw new TypeError('HTTP client: authorization needs a scheme and a token');
      authorization = `${scheme.trim()} ${token.trim()}`;
    },
    clearAuthorization() {
      authorization = undefined;
    },
  };
}

/** The site's shared client. GATSBY_API_BASE_URL is inlined by Gatsby at build time; unset means the page's origin. */
export const httpClient: HttpClient = createHttpClient({ baseUrl: process.env.GATSBY_API_BASE_URL ?? '/' });
