import { retryingWhen } from './retry.js';

describe('retryingWhen', () => {
  const failing = (errors: string[]) => {
    let calls = 0;
    const work = () => {
      calls += 1;
      const error = errors.shift();
      return error === undefined ? Promise.resolve('done') : Promise.reject(new Error(error));
    };
    return { work, calls: () => calls };
  };
  const retryable = (error: unknown) => error instanceof Error && error.message === 'deadlock';

  it('runs the work again after a retryable error and answers its result', async () => {
    const { work, calls } = failing(['deadlock', 'deadlock']);
    await expect(retryingWhen(retryable, work)).resolves.toBe('done');
    expect(calls()).toBe(3);
  });

  it('throws the last error after the attempts, and any other error at once', async () => {
    const tooMany = failing(['deadlock', 'deadlock', 'deadlock', 'deadlock']);
    await expect(retryingWhen(retryable, tooMany.work)).rejects.toThrow('deadlock');
    expect(tooMany.calls()).toBe(3);
    const other = failing(['violation']);
    await expect(retryingWhen(retryable, other.work)).rejects.toThrow('violation');
    expect(other.calls()).toBe(1);
  });
});
