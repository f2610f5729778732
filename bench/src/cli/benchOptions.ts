/** Options of `npm run bench`. */
export type BenchOptions = {
  /** Measured runs of every variant (after one warm-up round). */
  runs: number
  /** Whether to write bench/results.md. */
  write: boolean
  /** Whether to build and measure the peers (a quick look at LatchKit alone skips them). */
  peers: boolean
  /** Whether every variant is also measured with the CPU throttled (as a mid-range phone). */
  throttle: boolean
  /** Only these variants (by name) are built and measured; `undefined`: all of them. */
  only: string[] | undefined
}

const usage = 'use --runs=N (N > 0), --no-write, --no-peers, --no-throttle and --only=name,name'

/**
 * Reads `--runs=N` (default 15), `--no-write`, `--no-peers` (LatchKit and the baselines only),
 * `--no-throttle` (no CPU-throttled runs: half the time) and `--only=latchkit,latchkit-tap` (those
 * variants alone, for a quick look at one change). All but `--runs` imply `--no-write`: results.md
 * is one complete run, peers and throttled figures included.
 * @throws {Error} on an unknown option, a run count that is not a positive integer or an empty `--only`.
 */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 15, write: true, peers: true, throttle: true, only: undefined }
  for (const arg of args) {
    const runs = /^--runs=(\d+)$/.exec(arg)
    const only = /^--only=(.+)$/.exec(arg)
    if (runs && Number(runs[1]) > 0) options.runs = Number(runs[1])
    else if (arg === '--no-write') options.write = false
    else if (arg === '--no-peers') Object.assign(options, { peers: false, write: false })
    else if (arg === '--no-throttle') Object.assign(options, { throttle: false, write: false })
    else if (only?.[1] && !only[1].split(',').includes(''))
      Object.assign(options, { only: only[1].split(','), write: false })
    else throw new Error(`Unknown option ${arg}: ${usage}`)
  }
  return options
}
