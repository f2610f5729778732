import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  BitcoinRigOptionsError,
  LitecoinRpcError,
  LitecoinRpcUnreachableError,
  LitecoinStartError,
} from './errors.js'
import { isProcessAlive } from './isProcessAlive.js'
import { type LitecoinRegtest, startLitecoinRegtest } from './startLitecoinRegtest.js'

let node: LitecoinRegtest
beforeAll(async () => {
  node = await startLitecoinRegtest()
})
afterAll(() => node?.stop())

// The sockets a process listens on, from /proc: `tcp 127.0.0.1:19444`, `udp6 ...`.
function listeningSockets(pid: number): string[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
        } catch {
          return undefined
        }
      })
      .filter((inode) => inode !== undefined),
  )
  return ['tcp', 'tcp6', 'udp', 'udp6'].flatMap((table) =>
    readFileSync(`/proc/net/${table}`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => inodes.has(columns[9] ?? '') && (table.startsWith('udp') || columns[3] === '0A'))
      .map(([, local = '']) => {
        const [ip = '', port = ''] = local.split(':')
        const address =
          ip.length === 8 ? (ip.match(/../g) ?? []).reverse().map((byte) => Number.parseInt(byte, 16)) : [ip]
        return `${table} ${address.join('.')}:${Number.parseInt(port, 16)}`
      }),
  )
}

test('the node runs regtest with a funded wallet, on 127.0.0.1 only', async () => {
  expect(isProcessAlive(node.pid)).toBe(true)
  expect(await node.rpc('getblockcount')).toBe(110)
  expect(node.genesisHash).toBe(await node.rpc('getblockhash', [0]))
  // Litecoin regtest's genesis (chainparams.cpp asserts it).
  expect(node.genesisHash).toBe('530827f38f93b43ed12af0b3ad25a288dc02ed74d6d7857862df51fc56c416f9')
  expect(node.caipNetworkId).toBe('bip122:530827f38f93b43ed12af0b3ad25a288')
  expect(node.miningAddress).toMatch(/^rltc1q/)
  // Ten coinbases of 50 LTC have matured.
  expect(await node.rpc('getbalance', [], { wallet: node.walletName })).toBe(500)
  // RPC, P2P and the Tor-service bind (unused, but moved off its fixed default port), all on loopback.
  const sockets = listeningSockets(node.pid)
  expect(sockets).toHaveLength(3)
  expect(sockets).toEqual(
    expect.arrayContaining([`tcp 127.0.0.1:${node.rpcPort}`, `tcp 127.0.0.1:${node.p2pPort}`]),
  )
  for (const socket of sockets) expect(socket).toMatch(/^tcp 127\.0\.0\.1:\d+$/)
  const network = await node.rpc<{ localaddresses: unknown[]; connections: number }>('getnetworkinfo')
  expect(network).toMatchObject({ localaddresses: [], connections: 0 })
})

test('fund() sends from the rig wallet and confirms; { mine: false } leaves it in the mempool', async () => {
  const address = await node.rpc<string>('getnewaddress', ['', 'legacy'], { wallet: node.walletName })
  const height = await node.rpc<number>('getblockcount')
  const txid = await node.fund(address, '1.25')
  const confirmed = await node.rpc<{ confirmations: number; vout: { value: number }[] }>(
    'getrawtransaction',
    [txid, true],
  )
  expect(confirmed.confirmations).toBe(1)
  expect(confirmed.vout.map((output) => output.value)).toContain(1.25)
  expect(await node.rpc('getblockcount')).toBe(height + 1)

  const pending = await node.fund(address, 0.1, { mine: false })
  expect(await node.rpc('getrawmempool')).toContain(pending)
  expect(await node.mine(2)).toHaveLength(2)
  expect(await node.rpc('getrawmempool')).toEqual([])
})

test('RPC failures are typed errors', async () => {
  const outOfRange = await node.rpc('getblockhash', [100_000]).catch((error: unknown) => error)
  expect(outOfRange).toBeInstanceOf(LitecoinRpcError)
  expect(outOfRange).toMatchObject({ name: 'LitecoinRpcError', method: 'getblockhash', code: -8 })
  await expect(node.rpc('noSuchMethod')).rejects.toMatchObject({ name: 'LitecoinRpcError', code: -32601 })
  await expect(node.fund(node.miningAddress, '0.123456789')).rejects.toBeInstanceOf(BitcoinRigOptionsError)
  await expect(node.fund(node.miningAddress, -1)).rejects.toBeInstanceOf(BitcoinRigOptionsError)
  await expect(node.mine(0)).rejects.toBeInstanceOf(BitcoinRigOptionsError)
  await expect(startLitecoinRegtest({ initialBlocks: 100 })).rejects.toBeInstanceOf(BitcoinRigOptionsError)
})

test('a node that cannot start rejects with LitecoinStartError quoting litecoind', async () => {
  const failure = await startLitecoinRegtest({ args: ['-nosuchoption=1'] }).catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(LitecoinStartError)
  expect(failure).toMatchObject({
    name: 'LitecoinStartError',
    details: expect.stringContaining('Invalid parameter -nosuchoption'),
  })
})

test('taproot is active from genesis and a bech32m (rltc1p) output confirms', async () => {
  const chain = await node.rpc<{ softforks: Record<string, { active: boolean }> }>('getblockchaininfo')
  expect(chain.softforks.taproot?.active).toBe(true)
  // MWEB is switched off (-vbparams), so mining never stops at its activation height.
  expect(chain.softforks.mweb).toBeUndefined()
  // A P2TR output to the x-only key of the generator point (any valid key will do).
  const { addresses } = await node.rpc<{ addresses: string[] }>('decodescript', [
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ])
  const taprootAddress = addresses[0] ?? ''
  expect(taprootAddress).toMatch(/^rltc1p/)
  const txid = await node.fund(taprootAddress, 2)
  const tx = await node.rpc<{ confirmations: number; vout: { scriptPubKey: { type: string } }[] }>(
    'getrawtransaction',
    [txid, true],
  )
  expect(tx.confirmations).toBe(1)
  expect(tx.vout.map((output) => output.scriptPubKey.type)).toContain('witness_v1_taproot')
})

test('stop() stops the node by pid, removes its data directory and is safe to call twice', async () => {
  const second = await startLitecoinRegtest({ initialBlocks: 101 })
  expect(second.rpcPort).not.toBe(node.rpcPort)
  expect(existsSync(second.dataDir)).toBe(true)
  await Promise.all([second.stop(), second.stop()])
  expect(isProcessAlive(second.pid)).toBe(false)
  expect(existsSync(second.dataDir)).toBe(false)
  await expect(second.rpc('getblockcount')).rejects.toBeInstanceOf(LitecoinRpcUnreachableError)
  // The first node is untouched.
  expect(await node.rpc('getblockcount')).toBeGreaterThan(110)
})
