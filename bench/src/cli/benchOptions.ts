/** Options of `npm run bench`. */
export type BenchOptions = {
  /** Measured runs of every variant (after one warm-up round). */
  runs: number
  /** Whether to write bench/results.md. */
  write: boolean
  /** Whether to build and measure the peers (a quick look at LatchKit alone skips them). */
  peers: boolean
}

/**
 * Reads `--runs=N` (default 15), `--no-write` and `--no-peers` (LatchKit and the baselines only;
 * implies `--no-write`, since results.md compares with the peers).
 * @throws {Error} on an unknown option or a run count that is not a positive integer.
 */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 15, write: true, peers: true }
  for (const arg of args) {
    const runs = /^--runs=(\d+)$/.exec(arg)
    if (runs && Number(runs[1]) > 0) options.runs = Number(runs[1])
    else if (arg === '--no-write') options.write = false
    else if (arg === '--no-peers') Object.assign(options, { peers: false, write: false })
    else throw new Error(`Unknown option ${arg}: use --runs=N (N > 0), --no-write and --no-peers`)
  }
  return options
}
