import { plainError, plainWriteErrors } from '../plain-errors';

class APIError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'API_ERROR';
  }
}

describe("a failed save or delete in the editor's words", () => {
  it('prints as its message alone where Decap writes 保存失败：%{details}', async () => {
    const backend = plainWriteErrors({
      persistEntry: () => Promise.reject(new APIError('没有保存：王编辑在 2026-11-28 09:30 修改了这条内容', 409)),
      deleteFiles: () => Promise.reject(new Error('这条内容仍被其他内容引用，没有删除。')),
      getEntry: () => Promise.resolve('kept'),
    });
    const saved = await backend.persistEntry().catch((error: unknown) => error);
    expect(`保存失败：${String(saved)}`).toBe('保存失败：没有保存：王编辑在 2026-11-28 09:30 修改了这条内容');
    // Everything else about the error is kept.
    expect(saved).toBeInstanceOf(APIError);
    expect((saved as APIError).status).toBe(409);
    const deleted = await backend.deleteFiles().catch((error: unknown) => error);
    expect(`删除失败：${String(deleted)}`).toBe('删除失败：这条内容仍被其他内容引用，没有删除。');
    await expect(backend.getEntry()).resolves.toBe('kept');
  });

  it('keeps names that mean something (a type of error Decap reacts to) and leaves other errors of the class alone', () => {
    const workflow = Object.assign(new Error('not under workflow'), { name: 'EDITORIAL_WORKFLOW_ERROR' });
    expect(String(plainError(workflow))).toBe('EDITORIAL_WORKFLOW_ERROR: not under workflow');
    plainError(new Error('one'));
    expect(String(new Error('two'))).toBe('Error: two');
  });
});
