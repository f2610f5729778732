import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AccountAbstractionRig, startAccountAbstraction } from '@latchkit/testing/account-abstraction'
import { freePort } from '@latchkit/testing/databases'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import { type MailCatcher, startMailCatcher } from '@latchkit/testing/mail'
import { createPublicClient, encodeFunctionData, http, parseAbi, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { WalletServerLogEntry } from '../config/walletServerConfig.js'
import { createWalletServer, type WalletServer } from '../createWalletServer.js'
import { apiClient, rigConfig, signIn } from '../test-utils/walletServerRig.js'

// The service's smart-account routes against the rig's anvil chain, EntryPoint v0.7 and Alto
// bundler: what the frame is told, and what reaches the operator's bundler and comes back.

let evm: EvmRig
let aa: AccountAbstractionRig
let mail: MailCatcher
let server: WalletServer
/** A bundler behind a misconfigured proxy: an HTML error page instead of JSON-RPC. */
let htmlBundler: Server
let accessToken: string
const logs: WalletServerLogEntry[] = []
// The operator's key rides in the bundler's URL, as hosted bundlers take it.
const apiKey = 'pim_rig-secret-key'
const chainId = 31337
const unreachableChainId = 10
const htmlChainId = 8453
let unreachableBundlerUrl: string
let htmlBundlerUrl: string

beforeAll(async () => {
  evm = await startEvm({ accountCount: 3 })
  aa = await startAccountAbstraction({ chain: evm.chains[0] })
  mail = await startMailCatcher()
  htmlBundler = createServer((_request, response) => {
    response.writeHead(502, { 'content-type': 'text/html' })
    response.end('<html><body>502 Bad Gateway</body></html>')
  })
  await new Promise<void>((resolve) => htmlBundler.listen(0, '127.0.0.1', resolve))
  htmlBundlerUrl = `http://127.0.0.1:${(htmlBundler.address() as AddressInfo).port}/rpc?apikey=${apiKey}`
  unreachableBundlerUrl = `http://127.0.0.1:${await freePort()}/rpc?apikey=${apiKey}`
  server = await createWalletServer(
    rigConfig(
      mail,
      {
        smartAccounts: {
          networks: [
            { chainId, bundlerUrl: `${aa.bundlerUrl}?apikey=${apiKey}` },
            { chainId: unreachableChainId, bundlerUrl: unreachableBundlerUrl },
            { chainId: htmlChainId, bundlerUrl: htmlBundlerUrl },
          ],
        },
      },
      logs,
    ),
  )
  ;({ accessToken } = await signIn(apiClient(server.url), mail, 'smart@example.test'))
}, 120_000)

afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => htmlBundler?.close(resolve))
  await mail?.stop()
  await aa?.stop()
  await evm?.stop()
})

const api = () => apiClient(server.url)
/** One bundler call through the service: as the signed-in visitor on the rig's chain, unless told. */
const bundlerCall = (
  method: string,
  params: unknown[],
  options: { token?: string | undefined; chain?: number | string } = {},
) =>
  api().post(
    `/v1/bundler/${options.chain ?? chainId}`,
    { method, params },
    'token' in options ? options.token : accessToken,
  )

/** Asks the rig's bundler directly, as the service does. */
async function askBundler(method: string, params: unknown[]) {
  const response = await fetch(aa.bundlerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as { result?: unknown; error?: unknown }
}

/** A first operation of a fresh SimpleAccount, complete but for a real signature. */
async function unsignedFirstOperation() {
  const client = createPublicClient({ chain: evm.chains[0].chain, transport: http() })
  const owner = privateKeyToAccount(generatePrivateKey()).address
  const factoryAbi = parseAbi([
    'function createAccount(address owner, uint256 salt) returns (address)',
    'function getAddress(address owner, uint256 salt) view returns (address)',
  ])
  const sender = await client.readContract({
    address: aa.factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  const fees = await client.estimateFeesPerGas()
  return {
    sender,
    nonce: '0x0',
    factory: aa.factory,
    factoryData: encodeFunctionData({ abi: factoryAbi, functionName: 'createAccount', args: [owner, 0n] }),
    callData: encodeFunctionData({
      abi: parseAbi(['function execute(address dest, uint256 value, bytes func)']),
      functionName: 'execute',
      args: [owner, 0n, '0x'],
    }),
    callGasLimit: toHex(100_000),
    verificationGasLimit: toHex(500_000),
    preVerificationGas: toHex(100_000),
    maxFeePerGas: toHex(fees.maxFeePerGas * 2n),
    maxPriorityFeePerGas: toHex(fees.maxPriorityFeePerGas * 2n),
    // 65 bytes, but no signature of anyone's: the account's ECDSA check refuses it.
    signature: `0x${'ab'.repeat(65)}`,
  }
}

test('the frame learns which chains have smart accounts, with their contracts, and never the bundler', async () => {
  const answer = await api().get('/v1/smart-accounts')
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({
    networks: [
      { chainId, entryPoint: aa.entryPoint, factory: aa.factory },
      {
        chainId: unreachableChainId,
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
      },
      {
        chainId: htmlChainId,
        entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
      },
    ],
  })
  expect(JSON.stringify(answer.body)).not.toContain(apiKey)
  // Like every /v1 route: a page of another origin is refused.
  expect((await apiClient(server.url, 'https://shop.example.test').get('/v1/smart-accounts')).status).toBe(
    403,
  )
})

test('a service without smart accounts lists none', async () => {
  const plain = await createWalletServer(rigConfig(mail))
  try {
    expect((await apiClient(plain.url).get('/v1/smart-accounts')).body).toEqual({ networks: [] })
  } finally {
    await plain.close()
  }
})

test("a signed-in visitor reaches the operator's bundler: it names the EntryPoint and its chain", async () => {
  expect(await bundlerCall('eth_supportedEntryPoints', [])).toMatchObject({
    status: 200,
    body: { result: [aa.entryPoint] },
  })
  expect((await bundlerCall('eth_chainId', [])).body).toEqual({ result: toHex(chainId) })
})

test('without a session, the bundler is not reached', async () => {
  for (const token of [undefined, 'not.a.token'])
    expect(await bundlerCall('eth_supportedEntryPoints', [], { token })).toMatchObject({
      status: 401,
      body: { error: { code: 'unauthorized', reason: 'SESSION_EXPIRED' } },
    })
})

test("only ERC-4337's methods are forwarded: a raw transaction is refused", async () => {
  for (const method of ['eth_sendRawTransaction', 'eth_getBalance', 'pimlico_getUserOperationGasPrice', 42])
    expect(await bundlerCall(method as string, ['0x02f8'])).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request' } },
    })
  expect(
    await api().post(`/v1/bundler/${chainId}`, { method: 'eth_chainId', params: {} }, accessToken),
  ).toMatchObject({ status: 400 })
})

test('a chain without smart accounts is not found', async () => {
  for (const chain of [31338, 1, 0, -1, 'base', '31337abc', '1e3'])
    expect(await bundlerCall('eth_supportedEntryPoints', [], { chain })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    })
})

test('an operation for another EntryPoint is refused before the bundler sees it', async () => {
  const operation = await unsignedFirstOperation()
  const otherEntryPoint = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
  for (const method of ['eth_sendUserOperation', 'eth_estimateUserOperationGas'])
    for (const entryPoint of [otherEntryPoint, undefined, 'entrypoint'])
      expect(await bundlerCall(method, [operation, entryPoint])).toMatchObject({
        status: 400,
        body: { error: { code: 'invalid_request', message: `The EntryPoint must be ${aa.entryPoint}.` } },
      })
})

test("an operation with a garbage signature comes back as the bundler's own JSON-RPC error", async () => {
  const operation = await unsignedFirstOperation()
  const direct = await askBundler('eth_sendUserOperation', [operation, aa.entryPoint])
  // ERC-4337's "rejected by the EntryPoint": the account's validation reverted (AA23).
  expect(direct.error).toMatchObject({ code: -32500, message: expect.stringContaining('AA23') })
  // The EntryPoint in lower case is the same contract.
  const answer = await bundlerCall('eth_sendUserOperation', [operation, aa.entryPoint.toLowerCase()])
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual({ error: direct.error })
})

test('a bundler that cannot be reached or answers no JSON-RPC is "Bundler unavailable", its URL never told', async () => {
  logs.length = 0
  for (const chain of [unreachableChainId, htmlChainId]) {
    const answer = await bundlerCall('eth_supportedEntryPoints', [], { chain })
    expect(answer).toMatchObject({
      status: 502,
      body: { error: { code: 'bad_gateway', message: 'Bundler unavailable' } },
    })
    expect(JSON.stringify(answer.body)).not.toMatch(/127\.0\.0\.1|apikey|rpc/)
  }
  const failures = logs.filter(({ message }) => message === 'bundler unavailable')
  expect(failures.map(({ errorName, errorCode }) => ({ errorName, errorCode }))).toEqual([
    { errorName: 'BundlerUnavailableError', errorCode: 'ECONNREFUSED' },
    { errorName: 'BundlerUnavailableError', errorCode: 'HTTP 502' },
  ])
  expect(JSON.stringify(logs)).not.toContain(apiKey)
  expect(JSON.stringify(logs)).not.toContain(unreachableBundlerUrl)
})

test('a call too large for the service is refused like any other body', async () => {
  const answer = await bundlerCall('eth_getUserOperationByHash', [`0x${'00'.repeat(10_000)}`])
  expect(answer).toMatchObject({ status: 400, body: { error: { message: 'The body is too large.' } } })
})
