// `npm test`: every stage in order, each timed, stopping at the first that fails. CI shows only
// the end of a long log, so the stages' times are printed again at the end. With
// CI_TIME_LIMIT_SECONDS set (.ci/run sets it), a run about to overrun CI's limit is stopped in time
// to print them, so the log says where the time went instead of ending mid-stage.
import { spawn } from 'node:child_process'

const stages = ['lint', 'build', 'deadcode', 'typecheck', 'test:unit', 'check:packages', 'test:e2e', 'size']
const limitSeconds = Number(process.env.CI_TIME_LIMIT_SECONDS ?? 0)
const startedAt = Date.now()
const seconds = (from) => Math.round((Date.now() - from) / 1000)
const done = []
let running

function report(outcome) {
  console.log('\nnpm test, by stage:')
  for (const { stage, took } of done) console.log(`  ${stage.padEnd(16)} ${String(took).padStart(5)} s`)
  console.log(`  ${'total'.padEnd(16)} ${String(seconds(startedAt)).padStart(5)} s: ${outcome}`)
}

/** Stops the running stage and everything it started (it runs in a process group of its own). */
function stopRunning(signal) {
  if (running?.child.pid) {
    try {
      process.kill(-running.child.pid, signal)
    } catch {
      // Already gone.
    }
  }
}

function runStage(stage) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: 'inherit', detached: true })
    running = { stage, child, startedAt: Date.now() }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopRunning(signal)
    process.exit(130)
  })

if (limitSeconds > 0) {
  setTimeout(() => {
    if (!running) return
    done.push({ stage: `${running.stage} (stopped)`, took: seconds(running.startedAt) })
    report(`stopped after ${limitSeconds} s, the time CI allows this run`)
    stopRunning('SIGTERM')
    process.exit(1)
  }, limitSeconds * 1000).unref()
}

for (const stage of stages) {
  const code = await runStage(stage)
  done.push({ stage, took: seconds(running.startedAt) })
  if (code !== 0) {
    report(`failed at ${stage}`)
    process.exit(code)
  }
}
running = undefined
report('passed')
