import { coalescingQueue } from '../queue';

/** A job whose runs are finished by the test, recording overlaps. */
function controlledJob() {
  const finishers: (() => void)[] = [];
  let active = 0;
  let overlapped = false;
  const job = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        active += 1;
        overlapped ||= active > 1;
        finishers.push(() => {
          active -= 1;
          resolve();
        });
      }),
  );
  const finishNext = async () => {
    await Promise.resolve();
    finishers.shift()?.();
    // Let the queue see the end of the run and start the next one.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  };
  return { job, finishNext, overlapped: () => overlapped };
}

describe('coalescingQueue', () => {
  it('runs five triggers in a row as at most two runs, one at a time', async () => {
    const { job, finishNext, overlapped } = controlledJob();
    const queue = coalescingQueue(job);
    for (let save = 0; save < 5; save += 1) queue.trigger();
    await finishNext();
    await finishNext();
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
    expect(overlapped()).toBe(false);
  });

  it('starts one more run for triggers during a run, and none when idle', async () => {
    const { job, finishNext } = controlledJob();
    const queue = coalescingQueue(job);
    queue.trigger();
    await finishNext();
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(1);
    queue.trigger();
    queue.trigger();
    await Promise.resolve();
    expect(job).toHaveBeenCalledTimes(2);
    queue.trigger();
    await finishNext();
    expect(job).toHaveBeenCalledTimes(3);
    await finishNext();
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(3);
  });

  it('keeps going after a failed run', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const job = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(undefined);
    const queue = coalescingQueue(job);
    queue.trigger();
    await queue.idle();
    queue.trigger();
    await queue.idle();
    expect(job).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
