import { describe, expect, test, vi } from 'vitest'
import type { FrameEvmTransaction } from '../../protocol/framePayloads.js'
import { ProviderRpcError } from '../errors.js'
import type { SmartAccounts } from './smartAccount/createSmartAccounts.js'
import { createWalletCalls } from './walletCalls.js'

const visitor = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const hashOf = (raw: string) => `0x${raw.slice(-2).padStart(64, '0')}`

/** A chain whose pending nonce is 5 and that mines each broadcast at once (`reverting`: those that revert). */
function setUp(options: { reverting?: string[]; refuseBroadcast?: number } = {}) {
  const broadcast: string[] = []
  const read = vi.fn(async (_chainId: number, method: string, params: readonly unknown[]) => {
    switch (method) {
      case 'eth_getTransactionCount':
        return '0x5'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_getBlockByNumber':
        return { baseFeePerGas: '0x10' }
      case 'eth_maxPriorityFeePerGas':
        return '0x1'
      case 'eth_sendRawTransaction': {
        if (broadcast.length === options.refuseBroadcast) throw new Error('nonce too low')
        broadcast.push(String(params[0]))
        return hashOf(String(params[0]))
      }
      case 'eth_getTransactionReceipt': {
        const hash = String(params[0])
        return {
          status: options.reverting?.includes(hash) ? '0x0' : '0x1',
          blockHash: `0x${'b'.repeat(64)}`,
          blockNumber: '0x9',
          gasUsed: '0x5208',
          transactionHash: hash,
          logs: [],
          cumulativeGasUsed: '0x5208',
        }
      }
      default:
        throw new Error(`unexpected ${method}`)
    }
  })
  // The frame signs each transaction; the fake answers its nonce so the order shows.
  const approve = vi.fn(async (request: unknown) =>
    (request as { params: FrameEvmTransaction[] }).params.map(
      (transaction) => `0xf0${transaction.nonce.slice(2).padStart(2, '0')}`,
    ),
  )
  const calls = createWalletCalls({
    client: { approve },
    chainIds: [31337, 10],
    read,
    account: () => visitor,
  })
  return { calls, approve, read, broadcast }
}

const batch = (overrides: Record<string, unknown> = {}) => [
  {
    version: '2.0.0',
    chainId: '0x7a69',
    from: visitor,
    atomicRequired: false,
    calls: [
      { to: alice, value: '0x1' },
      { to: bob, value: '0x2', data: '0x' },
    ],
    ...overrides,
  },
]

describe('EIP-5792 from the embedded EOA', () => {
  test('capabilities: atomic batches unsupported on each chain served, for the visitor’s address only', () => {
    const { calls } = setUp()
    expect(calls.getCapabilities([visitor])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0xa': { atomic: { status: 'unsupported' } },
    })
    expect(calls.getCapabilities([visitor.toLowerCase(), ['0xa', '0x1']])).toEqual({
      '0xa': { atomic: { status: 'unsupported' } },
    })
    expect(() => calls.getCapabilities([alice])).toThrow(expect.objectContaining({ code: 4100 }))
  })

  test('a batch is approved once, then broadcast in order with consecutive nonces, and confirmed', async () => {
    const { calls, approve, broadcast } = setUp()
    const { id } = await calls.sendCalls(batch({ id: 'order-42' }))
    expect(id).toBe('order-42')
    expect(approve).toHaveBeenCalledTimes(1)
    const [request] = approve.mock.calls[0] ?? []
    expect(request).toMatchObject({ namespace: 'eip155', chainId: 31337, method: 'eth_signTransactions' })
    expect((request as { params: FrameEvmTransaction[] }).params).toMatchObject([
      { from: visitor, to: alice, value: '0x1', nonce: '0x5', chainId: '0x7a69' },
      { from: visitor, to: bob, value: '0x2', nonce: '0x6', chainId: '0x7a69' },
    ])
    expect(broadcast).toEqual(['0xf005', '0xf006'])
    const status = await calls.getCallsStatus([id])
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: false, status: 200 })
    expect(status.receipts.map((receipt) => receipt.transactionHash)).toEqual([hashOf('05'), hashOf('06')])
    // Only EIP-5792's receipt fields.
    expect(status.receipts[0]).not.toHaveProperty('cumulativeGasUsed')
    await expect(calls.sendCalls(batch({ id: 'order-42' }))).rejects.toMatchObject({ code: 5720 })
  })

  test('without an id the wallet makes a fresh one for each batch', async () => {
    const { calls } = setUp()
    const first = await calls.sendCalls(batch())
    const second = await calls.sendCalls(batch())
    expect(first.id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(second.id).not.toBe(first.id)
  })

  test('a reverted call makes the batch partially reverted; a stopped broadcast too', async () => {
    const reverted = setUp({ reverting: [hashOf('06')] })
    const { id } = await reverted.calls.sendCalls(batch())
    await expect(reverted.calls.getCallsStatus([id])).resolves.toMatchObject({ status: 600 })

    const stopped = setUp({ refuseBroadcast: 1 })
    const second = await stopped.calls.sendCalls(batch())
    const status = await stopped.calls.getCallsStatus([second.id])
    expect(status).toMatchObject({ status: 600 })
    expect(status.receipts).toHaveLength(1)
  })

  test('nothing broadcast: the dapp gets the node’s error and no batch id', async () => {
    const { calls } = setUp({ refuseBroadcast: 0 })
    await expect(calls.sendCalls(batch({ id: 'x' }))).rejects.toThrow('nonce too low')
    await expect(calls.getCallsStatus(['x'])).rejects.toMatchObject({ code: 5730 })
  })

  test('refused before the visitor is asked: another sender, an atomic batch; the frame never sees them', async () => {
    const { calls, approve } = setUp()
    await expect(calls.sendCalls(batch({ from: alice }))).rejects.toMatchObject({ code: 4100 })
    await expect(calls.sendCalls(batch({ atomicRequired: true }))).rejects.toMatchObject({ code: 5760 })
    expect(approve).not.toHaveBeenCalled()
  })

  test('status and show for an unknown batch: 5730; show answers null for a known one', async () => {
    const { calls } = setUp()
    await expect(calls.getCallsStatus(['0x1234'])).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(calls.getCallsStatus(['0x1234'])).rejects.toMatchObject({ code: 5730 })
    expect(() => calls.showCallsStatus(['0x1234'])).toThrow(expect.objectContaining({ code: 5730 }))
    const { id } = await calls.sendCalls(batch())
    expect(calls.showCallsStatus([id])).toBeNull()
  })
})

describe('EIP-5792 from the smart account, sponsored by the dapp’s paymaster (ERC-7677)', () => {
  /** The smart account active on 31337 only; its operations are recorded, not sent. */
  function setUpSmart(options: { paymasterRefuses?: boolean } = {}) {
    const sent: unknown[][] = []
    const accounts = {
      sendCalls: vi.fn(async (...args: unknown[]) => {
        sent.push(args)
        if (options.paymasterRefuses)
          throw Object.assign(new Error('The paymaster refused'), { code: -32602 })
        return `0x${'ab'.repeat(32)}`
      }),
    } as unknown as SmartAccounts
    const approve = vi.fn()
    const calls = createWalletCalls({
      client: { approve },
      chainIds: [31337, 10],
      read: vi.fn(),
      account: () => visitor,
      smartAccount: { activeOn: (chainId) => chainId === 31337, accounts: async () => accounts },
    })
    return { calls, sent, approve }
  }

  test('capabilities: atomic and paymasterService where the smart account is active, neither elsewhere', () => {
    const { calls } = setUpSmart()
    expect(calls.getCapabilities([visitor])).toEqual({
      '0x7a69': { atomic: { status: 'supported' }, paymasterService: { supported: true } },
      '0xa': { atomic: { status: 'unsupported' } },
    })
  })

  test('the batch goes out as one user operation sponsored by the paymaster the dapp named', async () => {
    const { calls, sent } = setUpSmart()
    const paymasterService = { url: 'https://pay.example/rpc', context: { policy: 'p1' } }
    const answer = await calls.sendCalls(batch({ capabilities: { paymasterService } }))
    expect(answer).toEqual({
      id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      capabilities: { userOperationHash: `0x${'ab'.repeat(32)}` },
    })
    expect(sent).toEqual([
      [
        31337,
        [
          { to: alice, value: '0x1' },
          { to: bob, value: '0x2', data: '0x' },
        ],
        { paymaster: paymasterService },
      ],
    ])
    // Without the capability the visitor's account pays, as before.
    await calls.sendCalls(batch())
    expect(sent[1]?.[2]).toEqual({})
  })

  test('a paymaster on the EOA’s chain is refused (5700) before anything is asked or sent', async () => {
    const { calls, sent, approve } = setUpSmart()
    await expect(
      calls.sendCalls(
        batch({ chainId: '0xa', capabilities: { paymasterService: { url: 'https://pay.example' } } }),
      ),
    ).rejects.toMatchObject({ code: 5700 })
    expect(sent).toEqual([])
    expect(approve).not.toHaveBeenCalled()
  })

  test('a paymaster that refuses: the dapp gets its error and the batch id is not kept', async () => {
    const { calls } = setUpSmart({ paymasterRefuses: true })
    await expect(
      calls.sendCalls(batch({ id: 'p', capabilities: { paymasterService: { url: 'https://pay.example' } } })),
    ).rejects.toThrow('The paymaster refused')
    await expect(calls.getCallsStatus(['p'])).rejects.toMatchObject({ code: 5730 })
  })
})
