import { LoadOptionsError } from './errors.js'

/** Options of `npm run load:wallet`. */
export type LoadOptions = {
  /** Virtual users, each signing in once with its own address. @default 200 */
  users: number
  /** Virtual users running at the same time. @default 50 */
  concurrency: number
  /** Signing requests (`GET /v1/wallet`) each virtual user makes. @default 5 */
  signatures: number
  /** Whether to write the result to bench/results/. @default false */
  write: boolean
}

export const defaultLoadOptions: LoadOptions = { users: 200, concurrency: 50, signatures: 5, write: false }

const usage =
  'use --users N (N > 0), --concurrency N (N > 0), --signatures N (N >= 0) and --write; `--users=N` works too'

const counts = { users: 1, concurrency: 1, signatures: 0 } as const
type CountName = keyof typeof counts

/**
 * Reads `--users 200 --concurrency 50 --signatures 5 --write` (also `--users=200`).
 *
 * @throws {LoadOptionsError} on an unknown option, or a count that is not an integer within range.
 * @example
 * parseLoadOptions(['--users', '100', '--concurrency=20']) // { users: 100, concurrency: 20, signatures: 5, write: false }
 */
export function parseLoadOptions(args: readonly string[]): LoadOptions {
  const options = { ...defaultLoadOptions }
  for (let index = 0; index < args.length; index++) {
    const argument = args[index] as string
    if (argument === '--write') {
      options.write = true
      continue
    }
    const [flag, inlineValue] = argument.split('=', 2) as [string, string | undefined]
    const name = flag.slice(2) as CountName
    if (!flag.startsWith('--') || !(name in counts)) throw new LoadOptionsError({ argument, usage })
    const value = inlineValue ?? args[++index]
    if (value === undefined || !/^\d+$/.test(value) || Number(value) < counts[name])
      throw new LoadOptionsError({ argument: `${flag} ${value ?? ''}`.trim(), usage })
    options[name] = Number(value)
  }
  return options
}
