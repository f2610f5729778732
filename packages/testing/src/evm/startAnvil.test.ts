import { execFileSync } from 'node:child_process'
import { describe, expect, test } from 'vitest'
import { AnvilStartError } from './errors.js'
import { startAnvil } from './startAnvil.js'
import { anvilMnemonic } from './testAccounts.js'

const base = { chainId: 31399, mnemonic: anvilMnemonic, accountCount: 2 }

/** anvil processes that this test worker has spawned and not yet reaped. */
const childAnvils = () => {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.trim().endsWith(' anvil'))
  } catch {
    return [] // ps exits 1 when it lists nothing.
  }
}

describe('startAnvil', () => {
  test('reports anvil own words when it refuses to start, and leaves no process', async () => {
    const error = await startAnvil({ ...base, args: ['--hardfork', 'no-such-fork'] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AnvilStartError)
    expect((error as AnvilStartError).details).toMatch(/exited \(code \d+\)[\s\S]*no-such-fork/)
    expect(childAnvils()).toEqual([])
  })

  test('gives up after the timeout, stops anvil, and can be retried', async () => {
    const error = await startAnvil({ ...base, timeoutMs: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AnvilStartError)
    expect((error as AnvilStartError).details).toContain('Not ready after 1 ms')
    expect(childAnvils()).toEqual([])

    const logged: string[] = []
    const anvil = await startAnvil({ ...base, onLog: (line) => logged.push(line) })
    expect(logged.join('\n')).toContain(`Listening on ${new URL(anvil.rpcUrl).host}`)
    await anvil.stop()
    expect(() => process.kill(anvil.pid, 0)).toThrow()
  })
})
