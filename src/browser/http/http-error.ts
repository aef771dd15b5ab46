import { isHTTPError, isTimeoutError } from 'ky';
import { readErrorData } from './body';

/** Why a request failed: the server answered with an error ('http'), too late ('timeout') or not at all ('network'). */
export type HttpErrorKind = 'http' | 'timeout' | 'network';

export interface HttpErrorDetails {
  kind: HttpErrorKind;
  /** The response status, 0 when no response arrived. */
  status: number;
  /** The response body, parsed as JSON where possible, else its text; undefined when empty or absent. */
  data?: unknown;
  response?: Response;
  cause?: unknown;
}

/** The one error the HTTP client rejects with (a caller's own abort excepted). */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status: number;
  readonly data: unknown;
  readonly response: Response | undefined;

  constructor(message: string, details: HttpErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'HttpError';
    this.kind = details.kind;
    this.status = details.status;
    this.data = details.data;
    this.response = details.response;
  }
}

/** The text of a timed-out request (docs/requirements.md, Error messages). */
export const TIMEOUT_MESSAGE = 'Request timed out';

/**
 * Turns whatever ky or fetch threw into an HttpError. A request the caller aborted through its own
 * signal is returned unchanged (an AbortError): cancelling is not a failure to report.
 */
export async function toHttpError(error: unknown, signal?: AbortSignal): Promise<unknown> {
  if (error instanceof HttpError) return error;
  if (isHTTPError(error)) {
    const { response, request } = error;
    return new HttpError(`${request.method} ${request.url} failed with status ${response.status}`, {
      kind: 'http',
      status: response.status,
      data: await readErrorData(response),
      response,
      cause: error,
    });
  }
  if (isTimeoutError(error)) return new HttpError(TIMEOUT_MESSAGE, { kind: 'timeout', status: 0, cause: error });
  if (signal?.aborted) return error;
  return new HttpError('Network request failed', { kind: 'network', status: 0, cause: error });
}
