/**
 * Runs `task(0)` … `task(count - 1)` with at most `concurrency` of them at a time, each next index
 * starting as soon as one finishes (like visitors arriving while others are still signing in).
 * Resolves when all have settled; a task's rejection does not stop the others.
 */
export async function runConcurrently(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      await task(index).catch(() => {
        // The task reports its own failure (the load recorder counts it); the worker moves on.
      })
    }
  }
  await Promise.all(Array.from({ length: Math.min(count, concurrency) }, worker))
}
