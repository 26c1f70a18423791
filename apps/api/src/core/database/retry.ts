/**
 * Runs `work` again while it fails with an error `retryable` accepts (a deadlock, a unique
 * violation between two writers at the same moment), at most `attempts` times in all; any other
 * error, or the last attempt's, is thrown.
 */
export async function retryingWhen<T>(
  retryable: (error: unknown) => boolean,
  work: () => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!retryable(error) || attempt >= attempts) throw error;
    }
  }
}
