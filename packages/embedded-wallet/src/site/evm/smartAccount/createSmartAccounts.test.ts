import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type AccountAbstractionRig,
  type Paymaster,
  startAccountAbstraction,
  startPaymaster,
} from '@latchkit/testing/account-abstraction'
import { type EvmRig, startEvm } from '@latchkit/testing/evm'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { signRpc } from '../../../frame/signRpc.js'
import type { WalletAccountKeys } from '../../../keys/accounts.js'
import type { FrameSignRequest } from '../../../protocol/framePayloads.js'
import type { BundlerRpcResponse, SmartAccountNetwork } from '../../../server/api.js'
import { createSmartAccounts } from './createSmartAccounts.js'
import { PaymasterServiceError } from './errors.js'

// The site's smart account against the real thing: anvil, the EntryPoint v0.7 and SimpleAccount
// factory the rig deploys, Alto as the bundler, and the frame's own signer (signRpc) as the owner.

let evm: EvmRig
let aa: AccountAbstractionRig
let paymaster: Paymaster

beforeAll(async () => {
  evm = await startEvm({ accountCount: 3 })
  aa = await startAccountAbstraction({ chain: chain() })
  paymaster = await startPaymaster({ chain: chain(), entryPoint: aa.entryPoint })
}, 120_000)
afterAll(async () => {
  await paymaster?.stop()
  await aa?.stop()
  await evm?.stop()
})

const chain = () => evm.chains[0] as EvmRig['chains'][number]
const publicClient = () =>
  createPublicClient({ chain: chain().chain, transport: http(), pollingInterval: 50 })

async function jsonRpc(url: string, method: string, params: readonly unknown[]) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
}

/** The visitor: a fresh EOA, and what the site's smart-account code is given (the frame played here). */
function visitor(
  options: {
    onApprove?: (request: FrameSignRequest) => void
    onSession?: (request: FrameSignRequest & { session?: string }) => void
  } = {},
) {
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey).address
  const network: SmartAccountNetwork = {
    chainId: chain().chainId,
    entryPoint: aa.entryPoint,
    factory: aa.factory,
  }
  const keys = { evm: { address: owner, privateKey } } as unknown as WalletAccountKeys
  const accounts = createSmartAccounts({
    networks: [network],
    owner,
    read: async (_chainId, method, params) => {
      const answer = await jsonRpc(chain().rpcUrl, method, params)
      if (answer.error) throw Object.assign(new Error(answer.error.message), answer.error)
      return answer.result
    },
    bundler: async (_chainId, method, params): Promise<BundlerRpcResponse> => {
      const answer = await jsonRpc(aa.bundlerUrl, method, params)
      return answer.error ? { error: answer.error } : { result: answer.result }
    },
    approve: async (request) => {
      options.onApprove?.(request)
      return signRpc(request, keys, { smartAccountNetworks: [network] })
    },
    signUnderSession: async (request) => {
      options.onSession?.(request)
      return signRpc(request, keys, { smartAccountNetworks: [network] })
    },
  })
  return { owner, accounts }
}

async function fund(to: Address, parameters: { eth?: string; lUSD?: string }) {
  const wallet = createWalletClient({
    account: evm.accounts[0]?.address as Address,
    chain: chain().chain,
    transport: http(),
  })
  const token = chain().tokens.lUSD
  const hashes: `0x${string}`[] = []
  if (parameters.eth) hashes.push(await wallet.sendTransaction({ to, value: parseEther(parameters.eth) }))
  if (parameters.lUSD)
    hashes.push(
      await wallet.sendTransaction({
        to: token.address,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseUnits(parameters.lUSD, token.decimals)],
        }),
      }),
    )
  for (const hash of hashes) await publicClient().waitForTransactionReceipt({ hash })
}

describe("the visitor's smart account (SimpleAccount v0.7 through the operator's bundler)", () => {
  test('its address is the factory’s CREATE2 address for the owner, known before it is deployed', async () => {
    const { owner, accounts } = visitor()
    const address = await accounts.address(chain().chainId)
    expect(address).not.toBe(owner)
    expect(await accounts.isDeployed(chain().chainId)).toBe(false)
    expect(accounts.isEnabled(chain().chainId)).toBe(true)
    expect(accounts.isEnabled(1)).toBe(false)
  })

  test('an approve and a transfer land as ONE user operation that also deploys the account', async () => {
    const approvals: FrameSignRequest[] = []
    const { owner, accounts } = visitor({ onApprove: (request) => approvals.push(request) })
    const address = await accounts.address(chain().chainId)
    await fund(address, { eth: '1', lUSD: '100' })
    const token = chain().tokens.lUSD
    const lUSD = (amount: string) => parseUnits(amount, token.decimals)
    const spender = privateKeyToAccount(generatePrivateKey()).address
    const recipient = privateKeyToAccount(generatePrivateKey()).address

    const hash = await accounts.sendCalls(chain().chainId, [
      {
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, lUSD('40')] }),
      },
      {
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, lUSD('25')] }),
      },
    ])
    const receipt = await accounts.waitForReceipt(chain().chainId, hash)

    // One approval, for a user operation of this account.
    expect(approvals).toHaveLength(1)
    expect(approvals[0]).toMatchObject({ method: 'eth_signUserOperation', chainId: chain().chainId })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(address)
    expect(await accounts.isDeployed(chain().chainId)).toBe(true)
    const client = publicClient()
    const read = (functionName: 'balanceOf', holder: Address) =>
      client.readContract({ address: token.address, abi: erc20Abi, functionName, args: [holder] })
    expect(await read('balanceOf', recipient)).toBe(lUSD('25'))
    expect(await read('balanceOf', address)).toBe(lUSD('75'))
    expect(
      await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, spender],
      }),
    ).toBe(lUSD('40'))
    // The owner's EOA paid nothing and sent nothing: the account did.
    expect(await client.getTransactionCount({ address: owner })).toBe(0)
    const bundle = await client.getTransactionReceipt({ hash: receipt.receipt.transactionHash })
    const operations = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: bundle.logs,
    })
    expect(operations.map(({ args }) => args.userOpHash)).toEqual([hash])
    expect(await accounts.receipt(chain().chainId, hash)).toMatchObject({ success: true })
  })

  test('a call that reverts is refused by the bundler at estimation, and nothing is sent', async () => {
    const { accounts } = visitor()
    const address = await accounts.address(chain().chainId)
    await fund(address, { eth: '1' })
    const token = chain().tokens.lUSD
    // The account holds no lUSD: the transfer reverts in simulation.
    await expect(
      accounts.sendCalls(chain().chainId, [
        {
          to: token.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [address, parseUnits('1', token.decimals)],
          }),
        },
      ]),
    ).rejects.toThrow()
    expect(await accounts.isDeployed(chain().chainId)).toBe(false)
  })

  test('under a smart session the operation goes to the frame with its session and no approval; the next without one is approved', async () => {
    const approvals: FrameSignRequest[] = []
    const underSession: (FrameSignRequest & { session?: string })[] = []
    const { accounts } = visitor({
      onApprove: (request) => approvals.push(request),
      onSession: (request) => underSession.push(request),
    })
    const address = await accounts.address(chain().chainId)
    await fund(address, { eth: '1' })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const session = `0x${'5e'.repeat(16)}`
    const first = await accounts.sendCalls(chain().chainId, [{ to: recipient, value: '0x1' }], { session })
    await accounts.waitForReceipt(chain().chainId, first)
    expect(underSession.map((request) => request.session)).toEqual([session])
    expect(approvals).toEqual([])
    // The session was this operation's only: the next one is shown for approval.
    const second = await accounts.sendCalls(chain().chainId, [{ to: recipient, value: '0x1' }])
    await accounts.waitForReceipt(chain().chainId, second)
    expect(approvals).toHaveLength(1)
    expect(underSession).toHaveLength(1)
  })

  test('a chain without smart accounts is refused with a clear error', async () => {
    const { accounts } = visitor()
    await expect(accounts.address(1)).rejects.toThrow('Smart accounts are not enabled on chain 1')
  })

  test('with a paymaster, an account holding no ETH sends its operation: the paymaster pays the gas', async () => {
    const approvals: FrameSignRequest[] = []
    const { accounts } = visitor({ onApprove: (request) => approvals.push(request) })
    const address = await accounts.address(chain().chainId)
    await fund(address, { lUSD: '10' })
    const token = chain().tokens.lUSD
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const client = publicClient()
    const depositOf = (holder: Address) =>
      client.readContract({
        address: aa.entryPoint,
        abi: entryPoint07Abi,
        functionName: 'balanceOf',
        args: [holder],
      })
    const depositBefore = await depositOf(paymaster.address)

    const hash = await accounts.sendCalls(
      chain().chainId,
      [
        {
          to: token.address,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, parseUnits('4', token.decimals)],
          }),
        },
      ],
      { paymaster: { url: paymaster.url, context: { policy: 'test' } } },
    )
    const receipt = await accounts.waitForReceipt(chain().chainId, hash)

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(paymaster.address)
    // The visitor approved an operation that names the paymaster.
    expect(approvals).toHaveLength(1)
    expect((approvals[0] as { params: unknown[] }).params[0]).toMatchObject({ paymaster: paymaster.address })
    expect(await client.getBalance({ address })).toBe(0n)
    expect(await depositOf(paymaster.address)).toBe(depositBefore - receipt.actualGasCost)
    expect(
      await client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('4', token.decimals))
  })

  test('a paymaster that refuses or is down: a PaymasterServiceError, and the visitor is never asked', async () => {
    const approvals: FrameSignRequest[] = []
    const { accounts } = visitor({ onApprove: (request) => approvals.push(request) })
    const call = [{ to: chain().tokens.lUSD.address, data: '0x' }]
    // A paymaster whose policy declines everything, as ERC-7677 services answer: a JSON-RPC error.
    const declining = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32001, message: 'Policy declined: budget spent' },
        }),
      )
    })
    await new Promise<void>((resolve) => declining.listen(0, '127.0.0.1', resolve))
    const { port } = declining.address() as AddressInfo
    try {
      const refusal = accounts.sendCalls(chain().chainId, call, {
        paymaster: { url: `http://127.0.0.1:${port}` },
      })
      await expect(refusal).rejects.toBeInstanceOf(PaymasterServiceError)
      await expect(refusal).rejects.toMatchObject({
        code: -32001,
        shortMessage: 'The paymaster refused to sponsor this transaction: Policy declined: budget spent',
      })
    } finally {
      await new Promise((resolve) => declining.close(resolve))
    }
    // Now nothing listens on that port.
    await expect(
      accounts.sendCalls(chain().chainId, call, { paymaster: { url: `http://127.0.0.1:${port}` } }),
    ).rejects.toMatchObject({
      name: 'PaymasterServiceError',
      code: -32603,
      shortMessage: 'The paymaster could not be reached to sponsor this transaction',
    })
    expect(approvals).toEqual([])
  })
})
