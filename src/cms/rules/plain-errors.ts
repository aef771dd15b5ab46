// Decap shows a failed save or delete as 「保存失败：%{details}」 with the error itself as details,
// so the editor read 「保存失败：API_ERROR: 没有保存：…」 and 「删除失败：Error: …」: the error's
// class name before the message. The backend's writes here fail with the message alone (an error
// whose name is empty prints as its message); everything else about the error is kept.

/** The names that carry no meaning for an editor: JavaScript's own and Decap's API error. */
const technicalNames = new Set(['Error', 'API_ERROR']);

/** `error`, printing as its message alone when its name is only technical. */
export function plainError(error: unknown): unknown {
  if (error instanceof Error && technicalNames.has(error.name)) {
    // An own property: the class's prototype (and other errors of the class) keep their name.
    Object.defineProperty(error, 'name', { value: '', configurable: true, writable: true });
  }
  return error;
}

const writes = ['persistEntry', 'persistMedia', 'deleteFiles', 'deleteFile'] as const;

/** Makes the backend's writes fail with plain messages (see above). */
export function plainWriteErrors<T extends object>(backend: T): T {
  const methods = backend as Record<string, unknown>;
  for (const name of writes) {
    const write = methods[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof write !== 'function') continue;
    methods[name] = async (...args: unknown[]): Promise<unknown> => {
      try {
        return await write.apply(backend, args);
      } catch (error) {
        throw plainError(error);
      }
    };
  }
  return backend;
}
