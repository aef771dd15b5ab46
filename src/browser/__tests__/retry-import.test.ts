import { importWithRetry } from '../retry-import';

describe('importWithRetry', () => {
  const noWait = jest.fn(() => Promise.resolve());

  it('returns the module of the first attempt that loads, waiting longer each time', async () => {
    const load = jest
      .fn<Promise<{ ok: true }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
      .mockResolvedValue({ ok: true });
    await expect(importWithRetry(load, { attempts: 3, delayMs: 500 }, noWait)).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(3);
    expect(noWait.mock.calls).toEqual([[500], [1000]]);
  });

  it('rejects with the last error after the last attempt, and does not ask again', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(importWithRetry(load, { attempts: 2, delayMs: 1 }, noWait)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when the first attempt succeeds', async () => {
    const load = jest.fn(() => Promise.resolve(1));
    await expect(importWithRetry(load)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
