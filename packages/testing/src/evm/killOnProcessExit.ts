import type { ChildProcess } from 'node:child_process'

const running = new Set<ChildProcess>()

// A test run that ends without calling stop() (a crash, a forgotten afterAll) must still not
// leave anvil behind. 'exit' handlers run synchronously, so a signal is all that can be sent.
const killAll = () => {
  for (const child of running) child.kill('SIGKILL')
}

/**
 * Kills `child` when this Node process exits, unless the returned `forget` was called first.
 */
export function killOnProcessExit(child: ChildProcess): () => void {
  if (running.size === 0) process.on('exit', killAll)
  running.add(child)
  return () => {
    running.delete(child)
    if (running.size === 0) process.off('exit', killAll)
  }
}
