import { connect } from 'node:net'
import { createPublicClient, http } from 'viem'
import { createBundlerClient, entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilProcess, startAnvil } from '../evm/startAnvil.js'
import { anvilMnemonic } from '../evm/testAccounts.js'
import { deriveBundlerAccounts, fundOnAnvil } from './bundlerAccounts.js'
import { deployAccountAbstraction } from './deployAccountAbstraction.js'
import { BundlerStartError } from './errors.js'
import { type Bundler, startBundler } from './startBundler.js'

let anvil: AnvilProcess
let bundler: Bundler
const { executor, utility } = deriveBundlerAccounts()

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, mnemonic: anvilMnemonic, accountCount: 1 })
  await fundOnAnvil(anvil.rpcUrl, [executor.address, utility.address])
  const { entryPoint } = await deployAccountAbstraction({
    rpcUrl: anvil.rpcUrl,
    deployer: privateKeyToAccount(utility.privateKey),
  })
  bundler = await startBundler({
    rpcUrl: anvil.rpcUrl,
    entryPoint,
    executorPrivateKey: executor.privateKey,
    utilityPrivateKey: utility.privateKey,
  })
}, 90_000)
afterAll(async () => {
  await bundler?.stop()
  await anvil?.stop()
})

/** Whether a TCP connection to `host:port` is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

test('answers the bundler methods for the chain and EntryPoint it was given', async () => {
  const client = createBundlerClient({
    client: createPublicClient({ transport: http(anvil.rpcUrl) }),
    transport: http(bundler.url),
  })
  expect(await client.getSupportedEntryPoints()).toEqual([entryPoint07Address])
  expect(await client.getChainId()).toBe(31337)
})

test('listens on 127.0.0.1 only, not on every address of the machine', async () => {
  const { hostname, port } = new URL(bundler.url)
  expect(hostname).toBe('127.0.0.1')
  expect(await accepts('127.0.0.1', Number(port))).toBe(true)
  // Alto itself listens on 0.0.0.0, which 127.0.0.2 would reach too.
  expect(await accepts('127.0.0.2', Number(port))).toBe(false)
})

test('lets a page of another origin call it (CORS), as the wallet frame under test will', async () => {
  const origin = 'http://localhost:5173'
  const preflight = await fetch(bundler.url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })
  expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
  const response = await fetch(bundler.url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  expect(response.headers.get('access-control-allow-origin')).toBe(origin)
  expect(await response.json()).toMatchObject({ result: '0x7a69' })
})

test('an EntryPoint without code: the start fails with Alto’s own words', async () => {
  const started = startBundler({
    rpcUrl: anvil.rpcUrl,
    entryPoint: '0x000000000000000000000000000000000000dEaD',
    executorPrivateKey: executor.privateKey,
    utilityPrivateKey: utility.privateKey,
    timeoutMs: 30_000,
  })
  await expect(started).rejects.toBeInstanceOf(BundlerStartError)
  await expect(started).rejects.toThrow(/entry point 0x0{36}dEaD does not exist/i)
}, 40_000)

test('stop() ends Alto by its pid and frees its port', async () => {
  const port = Number(new URL(bundler.url).port)
  await bundler.stop()
  expect(() => process.kill(bundler.pid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }))
  expect(await accepts('127.0.0.1', port)).toBe(false)
  await bundler.stop()
})
