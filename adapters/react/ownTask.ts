/**
 * Issue 17 point 3: runs `work` in a task of its own, once the current task is done. A page's start (its reads, React,
 * its chunk) made one long task when run back to back, and Lighthouse counts a long task four times over.
 */
export const inOwnTask = <T>(work: () => T | Promise<T>): Promise<T> =>
  new Promise<void>((resolve) => setTimeout(resolve)).then(work)
