import { type AccountAbstractionRig, startAccountAbstraction } from '@latchkit/testing/account-abstraction'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  formatUserOperationRequest,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { WalletAccountKeys } from '../../keys/accounts.js'
import type { FrameUserOperationRequest } from '../../protocol/framePayloads.js'
import type { SmartAccountNetwork } from '../../server/api.js'
import { readRpcRequest } from '../readPayload.js'
import { signRpc } from '../signRpc.js'
import { describeRequest, type RequestDescription } from '../ui/describeRequest.js'
import { checkUserOperation } from './checkUserOperation.js'
import { createAccountCall, executeBatchCall, executeCall } from './userOperationExamples.js'
import { userOperationHash } from './userOperationHash.js'

// The frame's signature against the real thing: the rig's anvil chain with the EntryPoint v0.7,
// the SimpleAccountFactory and Pimlico's Alto. viem's bundler client prepares the operation; the
// frame's own path (read, check, describe, sign) signs it; the bundler must accept it on chain.

let rig: EvmRig
let aa: AccountAbstractionRig

beforeAll(async () => {
  rig = await startEvm({ accountCount: 3 })
  aa = await startAccountAbstraction({ chain: rig.chains[0] })
}, 120_000)
afterAll(async () => {
  await aa?.stop()
  await rig?.stop()
})

const chain = () => rig.chains[0]
// viem polls every 4 s by default; anvil mines at once.
const publicClient = () =>
  createPublicClient({ chain: chain().chain, transport: http(), pollingInterval: 50 })
const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
/** A signature SimpleAccount can recover (to no owner) while the bundler estimates gas. */
const stubSignature: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/** What the frame saw of each operation it signed. */
type FrameSigning = { request: FrameUserOperationRequest; description: RequestDescription; signature: Hex }

/**
 * The visitor's SimpleAccount (salt 0 of their EOA) for viem's bundler client, whose user
 * operations are signed as the frame signs them: the site's payload read as untrusted, checked
 * against the operator's networks, described for approval, then signed by `signRpc`.
 */
async function frameSignedSimpleAccount(
  keys: WalletAccountKeys,
  networks: SmartAccountNetwork[],
  signed: FrameSigning[],
) {
  const client = publicClient()
  const owner = keys.evm.address
  const address = await client.readContract({
    address: aa.factory,
    abi: factoryAbi,
    functionName: 'getAddress',
    args: [owner, 0n],
  })
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: aa.entryPoint, version: '0.7' },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: aa.factory, factoryData: createAccountCall(owner) }),
    encodeCalls: async (calls) => {
      const [call] = calls
      return calls.length === 1 && call
        ? executeCall(call.to, call.value ?? 0n, call.data ?? '0x')
        : executeBatchCall(
            calls.map(({ to }) => to),
            calls.map(({ value }) => value ?? 0n),
            calls.map(({ data }) => data ?? '0x'),
          )
    },
    getStubSignature: async () => stubSignature,
    signMessage: () => Promise.reject(new Error('Not used by these tests')),
    signTypedData: () => Promise.reject(new Error('Not used by these tests')),
    async signUserOperation({ chainId, ...userOperation }) {
      const payload = {
        namespace: 'eip155',
        chainId: chainId ?? chain().chainId,
        method: 'eth_signUserOperation',
        params: [formatUserOperationRequest(userOperation as UserOperation), aa.entryPoint],
      }
      const request = readRpcRequest(payload) as FrameUserOperationRequest
      checkUserOperation(request, { owner, networks })
      const description = describeRequest(request, owner)
      const signature = (await signRpc(request, keys, { smartAccountNetworks: networks })) as Hex
      signed.push({ request, description, signature })
      return signature
    },
  })
}

test('a user operation the frame signs deploys the visitor’s SimpleAccount and runs its calls on chain', async () => {
  const owner = generatePrivateKey()
  const keys: WalletAccountKeys = {
    evm: { address: privateKeyToAccount(owner).address, privateKey: owner },
    solana: { address: '', publicKey: new Uint8Array(32), secretKey: new Uint8Array(64) },
  }
  const networks = [{ chainId: chain().chainId, entryPoint: aa.entryPoint, factory: aa.factory }]
  const signed: FrameSigning[] = []
  const account = await frameSignedSimpleAccount(keys, networks, signed)
  const client = publicClient()
  const funder = createWalletClient({
    account: rig.accounts[0]?.address as Address,
    chain: chain().chain,
    transport: http(),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: account.address, value: parseEther('1') }),
  })
  const alice = privateKeyToAccount(generatePrivateKey()).address
  const bob = privateKeyToAccount(generatePrivateKey()).address
  const bundler = createBundlerClient({
    account,
    client,
    transport: http(aa.bundlerUrl),
    pollingInterval: 50,
  })

  const hash = await bundler.sendUserOperation({
    calls: [
      { to: alice, value: parseEther('0.25') },
      { to: bob, value: parseEther('0.5') },
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })

  expect(receipt.success).toBe(true)
  expect(receipt.sender).toBe(account.address)
  expect(await client.getBalance({ address: alice })).toBe(parseEther('0.25'))
  expect(await client.getBalance({ address: bob })).toBe(parseEther('0.5'))
  // One approval, and the operation that landed is the one the frame hashed and showed.
  expect(signed).toHaveLength(1)
  const [{ request, description }] = signed as [FrameSigning]
  expect(userOperationHash(request)).toBe(hash)
  expect(description.facts.slice(0, 3)).toEqual([
    { label: 'smartAccount', value: account.address },
    { label: 'network', value: `eip155:${chain().chainId}` },
    { label: 'accountCreation', value: 'Created by this operation' },
  ])
  expect(description.facts).toContainEqual({ label: 'totalAmount', value: '0.75' })
  // The account's owner is the visitor's EOA, as the factory data the frame checked said.
  const accountOwner = await client.readContract({
    address: account.address,
    abi: parseAbi(['function owner() view returns (address)']),
    functionName: 'owner',
  })
  expect(accountOwner).toBe(keys.evm.address)

  // The next operation of the deployed account: no factory, one call (`execute`).
  const next = await bundler.sendUserOperation({ calls: [{ to: alice, value: parseEther('0.1') }] })
  expect((await bundler.waitForUserOperationReceipt({ hash: next, timeout: 30_000 })).success).toBe(true)
  expect(await client.getBalance({ address: alice })).toBe(parseEther('0.35'))
  expect(signed[1]?.request.params[0].factory).toBeUndefined()
  expect(signed[1]?.description.facts.map(({ label }) => label)).not.toContain('accountCreation')
}, 60_000)
