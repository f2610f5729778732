import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { type Address, encodeFunctionData, erc20Abi, type Hex, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDeviceShareStore } from '../keys/deviceShareStore.js'
import { createMemoryStore } from '../keys/keyValueStore.js'
import type { FrameRequestPayloads, FrameUserOperation } from '../protocol/framePayloads.js'
import { createWalletServer, type WalletServer } from '../server/createWalletServer.js'
import {
  apiClient,
  newKey,
  projectId,
  rigConfig,
  signIn,
  siteOrigin,
} from '../server/test-utils/walletServerRig.js'
import { frameFailure } from './frameFailure.js'
import { createFrameHandlers } from './handleFrameRequest.js'
import { createDeviceTokens } from './service/deviceTokens.js'
import { createFrameSession } from './service/frameSession.js'
import { createServiceClient } from './service/serviceClient.js'
import { createSocialAttempts } from './service/socialAttempts.js'
import { createSmartAccountHandlers } from './smartAccountHandlers.js'
import { createSmartSessionHandlers } from './smartSessionHandlers.js'
import type { RequestDescription } from './ui/describeRequest.js'
import { FrameViewCancelledError } from './ui/errors.js'
import {
  createAccountCall,
  entryPoint,
  exampleUserOperation,
  executeBatchCall,
  executeCall,
  factory,
  stranger,
} from './userOperation/userOperationExamples.js'
import { userOperationHash } from './userOperation/userOperationHash.js'
import { createWalletVault } from './wallet/walletVault.js'

// Smart sessions as the frame applies them, against the real wallet service (its store, its
// spend reservation, its check of the owner's revocation signature) and a real wallet vault. No
// chain is needed: the service offers smart accounts on 31337 (its bundler is never called), and
// the frame signs an operation without sending it.

let mail: MailCatcher
let server: WalletServer
const chainId = 31337
/** Another origin the project allows: a second site of the same operator. */
const otherSiteOrigin = 'https://blog.shop.example.test'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const otherToken: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const smartAccount: Address = '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F'
const day = 24 * 60 * 60

beforeAll(async () => {
  mail = await startMailCatcher()
  server = await createWalletServer(
    rigConfig(mail, {
      managedRecovery: true,
      recoveryKey: newKey(),
      smartAccounts: { networks: [{ chainId, bundlerUrl: 'http://127.0.0.1:9/rpc' }] },
    }),
  )
}, 60_000)

afterAll(async () => {
  await server?.close()
  await mail?.stop()
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

/**
 * A visitor signed in by email whose wallet is made (managed recovery), and the frames their
 * browser loads in sites' pages: `frame(origin)` is the whole frame (its Rpc signs under a session
 * with no view: this test has no DOM, so a view would throw), `grants(origin, answer)` its session
 * handlers with the visitor's answer to the grant's view, and every service path it asked for.
 */
async function visitor(email: string) {
  const asked: string[] = []
  const storage = memoryStorage()
  const service = createServiceClient({
    baseUrl: server.url,
    fetch: (input, init) => {
      asked.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`)
      return fetch(input, { ...init, headers: { ...init?.headers, origin: server.url } })
    },
  })
  const session = createFrameSession({ service, storage, projectId })
  session.start(await signIn(apiClient(server.url), mail, email))
  const vault = createWalletVault({
    service,
    session,
    shares: createDeviceShareStore({ store: createMemoryStore() }),
    managedRecovery: true,
  })
  const { evmAddress } = await vault.create(undefined)
  const smartAccounts = createSmartAccountHandlers({ service, session })
  const shown: RequestDescription[] = []

  const frame = (origin = siteOrigin) =>
    createFrameHandlers({
      projectId,
      siteOrigin: origin,
      service,
      session,
      vault,
      deviceTokens: createDeviceTokens({ storage, projectId }),
      socialAttempts: createSocialAttempts({ storage, projectId }),
      root: {} as HTMLElement,
    })
  const grants = (origin: string, answer: 'approve' | 'decline') =>
    createSmartSessionHandlers({
      projectId,
      siteOrigin: origin,
      service,
      session,
      vault,
      smartAccountNetworks: smartAccounts.smartAccountNetworks,
      owner: async () => evmAddress,
      approve: async (description) => {
        shown.push(description)
        if (answer === 'decline') throw new FrameViewCancelledError()
      },
    }).handlers
  return { evmAddress, frame, grants, shown, asked }
}

type Visitor = Awaited<ReturnType<typeof visitor>>

/** The site's grant: 100 base units of `token` a day for `smartAccount`, for a week. */
const grantPayload = (): FrameRequestPayloads['GrantSession'] => ({
  chainId,
  account: smartAccount,
  permission: { type: 'erc20-token-periodic', token, periodAmount: '100', periodSeconds: day },
  expiresAt: Math.floor(Date.now() / 1000) + 7 * day,
})

const transfer = (amount: bigint, to: Address = stranger) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** The site's `Rpc` for a user operation of `smartAccount` making `callData`, under `session`. */
const operationPayload = (
  session: string | undefined,
  callData: Hex,
  overrides: Partial<FrameUserOperation> = {},
) => ({
  namespace: 'eip155',
  chainId,
  method: 'eth_signUserOperation',
  params: [exampleUserOperation({ sender: smartAccount, callData, ...sponsored, ...overrides }), entryPoint],
  ...(session === undefined ? {} : { session }),
})

/** A paymaster pays the gas: an operation under a session must be sponsored. */
const sponsored: Partial<FrameUserOperation> = {
  paymaster: stranger,
  paymasterVerificationGasLimit: '0x186a0',
  paymasterPostOpGasLimit: '0x0',
  paymasterData: '0x',
}

/** The visitor's sessions of `smartAccount`, as the Account view lists them. */
const listed = async (someone: Visitor) =>
  (await someone.frame().handle('ListSessions', { account: smartAccount })) as { sessions: unknown[] }

/** A session granted by `someone` on `origin`, approved in the view: its id. */
async function granted(someone: Visitor, origin = siteOrigin) {
  const { session } = await someone.grants(origin, 'approve').GrantSession(grantPayload())
  return session.id
}

/** What the current period of the session `id` has spent, as the service keeps it. */
async function spent(someone: Visitor, id: string) {
  const { sessions } = (await listed(someone)) as { sessions: { id: string; spentInPeriod: string }[] }
  return sessions.find((session) => session.id === id)?.spentInPeriod
}

test('a grant the visitor approves is shown as the permission binds it, then recorded for this site', async () => {
  const someone = await visitor('grant-approved@example.test')
  const answer = await someone.grants(siteOrigin, 'approve').GrantSession({
    ...grantPayload(),
    // What the site claims beyond the permission is neither shown nor recorded.
    permission: { ...grantPayload().permission, symbol: 'USDC', decimals: 6 },
  })

  expect(answer.session).toMatchObject({
    chainId,
    account: smartAccount,
    siteOrigin,
    permission: { type: 'erc20-token-periodic', token, periodAmount: '100', periodSeconds: day },
    revokedAt: null,
    spentInPeriod: '0',
  })
  expect(await listed(someone)).toEqual({ sessions: [answer.session] })
  const [shown] = someone.shown
  expect(shown?.title).toBe('grantSession')
  expect(shown?.facts.slice(0, 6)).toEqual([
    { label: 'site', value: siteOrigin },
    { label: 'smartAccount', value: smartAccount },
    { label: 'network', value: 'eip155:31337' },
    { label: 'token', value: token },
    { label: 'amountPerPeriod', value: '100 base units' },
    { label: 'period', value: '1 day' },
  ])
  expect(JSON.stringify(shown)).not.toMatch(/USDC/)
})

test('a grant the visitor declines is answered as a decline, and nothing is recorded', async () => {
  const someone = await visitor('grant-declined@example.test')
  await expect(someone.grants(siteOrigin, 'decline').GrantSession(grantPayload())).rejects.toThrow(
    'User rejected the request.',
  )
  expect(someone.shown).toHaveLength(1)
  expect(await listed(someone)).toEqual({ sessions: [] })
  expect(someone.asked).not.toContain('POST /v1/sessions')
})

test('a grant the frame cannot apply is refused before any view shows', async () => {
  const someone = await visitor('grant-refused@example.test')
  const handlers = someone.grants(siteOrigin, 'approve')
  const base = grantPayload()
  for (const payload of [
    { ...base, chainId: 1 },
    { ...base, account: 'alice.eth' },
    { ...base, permission: { ...base.permission, type: 'native-token-periodic' } },
    { ...base, permission: { ...base.permission, periodAmount: '0' } },
    { ...base, expiresAt: Math.floor(Date.now() / 1000) - 1 },
  ])
    await expect(handlers.GrantSession(payload)).rejects.toThrow('Invalid request')
  expect(someone.shown).toEqual([])
  expect(await listed(someone)).toEqual({ sessions: [] })
})

test('an operation that fits the session is signed without a view, its amount reserved first; past the limit it is not signed', async () => {
  const someone = await visitor('session-spend@example.test')
  const id = await granted(someone)
  const frame = someone.frame()

  // The account's first operation deploys it (the visitor's own account) and pays two people.
  const first = operationPayload(id, executeBatchCall([token, token], [], [transfer(30n), transfer(40n)]), {
    factory,
    factoryData: createAccountCall(someone.evmAddress as Address),
  })
  const { result } = (await frame.handle('Rpc', first)) as { result: Hex }
  const { session: _, ...signed } = first
  const hash = userOperationHash(signed as never)
  expect(await recoverMessageAddress({ message: { raw: hash }, signature: result })).toBe(someone.evmAddress)
  expect(await spent(someone, id)).toBe('70')

  // 70 + 40 would pass the 100 a day: refused by the service's reservation, and not signed.
  const beyond = frame.handle('Rpc', operationPayload(id, executeCall(token, 0n, transfer(40n))))
  await expect(beyond).rejects.toThrow('Permission limit reached')
  expect(frameFailure(await beyond.catch((error: unknown) => error))).toEqual({
    message: 'Permission limit reached',
  })
  expect(await spent(someone, id)).toBe('70')
  // What is left still goes through.
  await expect(
    frame.handle('Rpc', operationPayload(id, executeCall(token, 0n, transfer(30n)))),
  ).resolves.toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  expect(await spent(someone, id)).toBe('100')
  // The grant's view was the only one.
  expect(someone.shown.map(({ title }) => title)).toEqual(['grantSession'])
})

test('an operation the session does not cover is refused without a view, and nothing is spent', async () => {
  const someone = await visitor('session-outside@example.test')
  const id = await granted(someone)
  const frame = someone.frame()
  const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stranger, 50n] })
  for (const callData of [
    // The token's approve, not a transfer.
    executeCall(token, 0n, approve),
    // Another token.
    executeCall(otherToken, 0n, transfer(10n)),
    // ETH sent along with the transfer, or ETH alone.
    executeCall(token, 1n, transfer(10n)),
    executeCall(stranger, 10n ** 18n),
    // One fitting transfer does not carry another call.
    executeBatchCall([token, stranger], [0n, 0n], [transfer(10n), '0x']),
    // A transfer with bytes after its arguments, which the token might read otherwise.
    executeCall(token, 0n, `${transfer(10n)}00` as Hex),
    // Nothing transferred.
    executeCall(token, 0n, transfer(0n)),
  ]) {
    const refused = frame.handle('Rpc', operationPayload(id, callData))
    await expect(refused).rejects.toThrow("The operation is outside the session's permission")
  }
  // A fitting transfer whose gas the account would pay: the site sets the fees, so it is refused.
  const unsponsored = operationPayload(id, executeCall(token, 0n, transfer(10n)), {
    paymaster: undefined,
    paymasterVerificationGasLimit: undefined,
    paymasterPostOpGasLimit: undefined,
    paymasterData: undefined,
  })
  await expect(frame.handle('Rpc', unsponsored)).rejects.toThrow(
    "The operation is outside the session's permission",
  )
  expect(await spent(someone, id)).toBe('0')
  expect(someone.asked.filter((path) => path.endsWith('/spend'))).toEqual([])
})

test('a session granted to another site is not applied for this one, and nothing is spent', async () => {
  const someone = await visitor('session-other-site@example.test')
  const blogSession = await granted(someone, otherSiteOrigin)
  const shop = someone.frame(siteOrigin)
  await expect(
    shop.handle('Rpc', operationPayload(blogSession, executeCall(token, 0n, transfer(10n)))),
  ).rejects.toThrow("The operation is outside the session's permission")
  expect(await spent(someone, blogSession)).toBe('0')
  // The site it was granted to uses it.
  await expect(
    someone
      .frame(otherSiteOrigin)
      .handle('Rpc', operationPayload(blogSession, executeCall(token, 0n, transfer(10n)))),
  ).resolves.toHaveProperty('result')
  expect(await spent(someone, blogSession)).toBe('10')
})

test('a revoked session is listed no more, and the next operation under it is refused', async () => {
  const someone = await visitor('session-revoked@example.test')
  const id = await granted(someone)
  const kept = await granted(someone)
  const frame = someone.frame()
  await expect(frame.handle('RevokeSession', { account: smartAccount, id })).resolves.toEqual({})
  const { sessions } = (await listed(someone)) as { sessions: { id: string }[] }
  expect(sessions.map((session) => session.id)).toEqual([kept])
  const refused = frame.handle('Rpc', operationPayload(id, executeCall(token, 0n, transfer(10n))))
  await expect(refused).rejects.toThrow('Session is no longer active')
  expect(frameFailure(await refused.catch((error: unknown) => error))).toEqual({
    message: 'Session is no longer active',
  })
  expect(someone.asked.filter((path) => path.endsWith('/spend'))).toEqual([])
})

test("the site's session id is read as untrusted: malformed, it is refused before anything is asked", async () => {
  const someone = await visitor('session-malformed@example.test')
  const frame = someone.frame()
  const before = someone.asked.length
  for (const session of ['yes', 42, `0x${'ab'.repeat(20)}`])
    await expect(
      frame.handle('Rpc', { ...operationPayload(undefined, executeCall(token, 0n, transfer(1n))), session }),
    ).rejects.toThrow('Invalid request')
  for (const payload of [{ account: 'nope' }, { account: smartAccount, id: 'all' }])
    await expect(frame.handle('RevokeSession', payload)).rejects.toThrow('Invalid request')
  expect(someone.asked.slice(before)).toEqual([])
})
