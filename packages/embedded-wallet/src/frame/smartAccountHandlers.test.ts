import { type AccountAbstractionRig, startAccountAbstraction } from '@latchkit/testing/account-abstraction'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { toHex } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createWalletServer, type WalletServer } from '../server/createWalletServer.js'
import { apiClient, projectId, rigConfig, signIn } from '../server/test-utils/walletServerRig.js'
import { createFrameSession } from './service/frameSession.js'
import { createServiceClient } from './service/serviceClient.js'
import { createSmartAccountHandlers } from './smartAccountHandlers.js'

// The frame's smart-account requests against the real wallet service, configured with the rig's
// chain, EntryPoint v0.7 and Alto bundler.

let evm: EvmRig
let aa: AccountAbstractionRig
let mail: MailCatcher
let server: WalletServer
const chainId = 31337

beforeAll(async () => {
  evm = await startEvm({ accountCount: 3 })
  aa = await startAccountAbstraction({ chain: evm.chains[0] })
  mail = await startMailCatcher()
  server = await createWalletServer(
    rigConfig(mail, { smartAccounts: { networks: [{ chainId, bundlerUrl: aa.bundlerUrl }] } }),
  )
}, 120_000)

afterAll(async () => {
  await server?.close()
  await mail?.stop()
  await aa?.stop()
  await evm?.stop()
})

/** A `Storage` in memory: the frame origin's localStorage. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A frame as it loads in the site's page, with the paths it asked the service for. */
function frame() {
  const asked: string[] = []
  // As from the frame's page: the service answers its own origin only.
  const service = createServiceClient({
    baseUrl: server.url,
    fetch: (input, init) => {
      asked.push(new URL(String(input)).pathname)
      return fetch(input, { ...init, headers: { ...init?.headers, origin: server.url } })
    },
  })
  const session = createFrameSession({ service, storage: memoryStorage(), projectId })
  return { ...createSmartAccountHandlers({ service, session }), session, asked }
}

/** A frame whose visitor signed in by email. */
async function signedInFrame(email: string) {
  const signedIn = frame()
  signedIn.session.start(await signIn(apiClient(server.url), mail, email))
  return signedIn
}

test("the site learns the operator's smart-account chains, asked of the service once per frame", async () => {
  const { handlers, smartAccountNetworks, asked } = frame()
  const expected = [{ chainId, entryPoint: aa.entryPoint, factory: aa.factory }]
  await expect(handlers.GetSmartAccountEnabledNetworks()).resolves.toEqual({ networks: expected })
  await expect(handlers.GetSmartAccountEnabledNetworks()).resolves.toEqual({ networks: expected })
  await expect(smartAccountNetworks()).resolves.toEqual(expected)
  expect(asked).toEqual(['/v1/smart-accounts'])
})

test("a signed-in visitor's frame calls the operator's bundler and answers what it said", async () => {
  const { handlers } = await signedInFrame('frame-bundler@example.test')
  await expect(
    handlers.BundlerRpc({ chainId, method: 'eth_supportedEntryPoints', params: [] }),
  ).resolves.toEqual({
    result: [aa.entryPoint],
  })
  await expect(handlers.BundlerRpc({ chainId, method: 'eth_chainId', params: [] })).resolves.toEqual({
    result: toHex(chainId),
  })
  // A JSON-RPC error of the bundler's is an answer too: the site's bundler client reads it.
  const unknownHash = `0x${'00'.repeat(32)}`
  const receipt = await handlers.BundlerRpc({
    chainId,
    method: 'eth_getUserOperationReceipt',
    params: [unknownHash],
  })
  expect(receipt).toEqual({ result: null })
})

test('without a session the frame does not call the bundler', async () => {
  const { handlers, asked } = frame()
  await expect(handlers.BundlerRpc({ chainId, method: 'eth_chainId', params: [] })).rejects.toThrow(
    'Not connected to email or social',
  )
  expect(asked).not.toContain(`/v1/bundler/${chainId}`)
})

test("the site's request is read as untrusted: a chain, a method or params the frame does not take are refused", async () => {
  const { handlers, asked } = await signedInFrame('frame-refusals@example.test')
  const otherEntryPoint = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
  for (const payload of [
    null,
    { chainId: 31338, method: 'eth_chainId', params: [] },
    { chainId: '31337', method: 'eth_chainId', params: [] },
    { chainId: -1, method: 'eth_chainId', params: [] },
    { chainId, method: 'eth_chainId', params: {} },
    { chainId, method: 'eth_sendUserOperation', params: [{}, otherEntryPoint] },
    { chainId, method: 'eth_estimateUserOperationGas', params: [{}] },
  ])
    await expect(handlers.BundlerRpc(payload)).rejects.toThrow('Invalid request')
  for (const method of ['eth_sendRawTransaction', 'eth_sendTransaction', undefined])
    await expect(handlers.BundlerRpc({ chainId, method, params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
  expect(asked).not.toContain(`/v1/bundler/${chainId}`)
})
