import { describe, expect, test } from 'vitest'
import { readSendCallsParameters } from './readSendCallsParameters.js'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const request = (overrides: Record<string, unknown> = {}) => ({
  version: '2.0.0',
  chainId: '0x7a69',
  atomicRequired: false,
  calls: [
    { to: alice, value: '0x1' },
    { to: bob, data: '0xa9059cbb' },
  ],
  ...overrides,
})
const read =
  (overrides: Record<string, unknown> = {}) =>
  () =>
    readSendCallsParameters(request(overrides), [31337, 1])

describe('wallet_sendCalls as the embedded EOA reads it (EIP-5792 2.0.0)', () => {
  test('a valid batch keeps its calls in order, on the chain it names', () => {
    expect(readSendCallsParameters(request({ id: 'batch-1' }), [31337])).toEqual({
      id: 'batch-1',
      chainId: 31337,
      atomicRequired: false,
      calls: [
        { to: alice, value: '0x1' },
        { to: bob, data: '0xa9059cbb' },
      ],
    })
  })

  test("a call whose 'to' or 'data' lacks 0x is refused with the rule it broke", () => {
    expect(read({ calls: [{ to: alice }, { to: bob.slice(2) }] })).toThrow(
      expect.objectContaining({
        code: -32602,
        shortMessage: "Call 1: 'to' must be an address starting with 0x",
      }),
    )
    expect(read({ calls: [{ to: alice, data: 'a9059cbb' }] })).toThrow(
      expect.objectContaining({ code: -32602, shortMessage: "Call 0: 'data' must start with 0x" }),
    )
    expect(read({ calls: [] })).toThrow(expect.objectContaining({ code: -32602 }))
  })

  test('an atomic batch is refused where the account is an EOA (5760), kept where it is a smart account', () => {
    expect(read({ atomicRequired: true })).toThrow(
      expect.objectContaining({ code: 5760, shortMessage: 'Atomicity not supported' }),
    )
    const smartOn31337 = (chainId: number) => chainId === 31337
    expect(
      readSendCallsParameters(request({ atomicRequired: true }), [31337, 1], smartOn31337),
    ).toMatchObject({ chainId: 31337, atomicRequired: true })
    expect(() =>
      readSendCallsParameters(request({ atomicRequired: true, chainId: '0x1' }), [31337, 1], smartOn31337),
    ).toThrow(expect.objectContaining({ code: 5760 }))
  })

  test('a capability the dapp requires is refused (5700); an optional one is ignored', () => {
    expect(read({ capabilities: { paymasterService: { url: 'https://pay.example' } } })).toThrow(
      expect.objectContaining({ code: 5700 }),
    )
    expect(read({ calls: [{ to: alice, capabilities: { permit: { optional: false } } }] })).toThrow(
      expect.objectContaining({ code: 5700 }),
    )
    expect(
      read({ capabilities: { paymasterService: { url: 'https://pay.example', optional: true } } }),
    ).not.toThrow()
  })

  test('a paymaster (ERC-7677) is taken where the smart account is active, refused where the EOA is', () => {
    const smartOn31337 = (chainId: number) => chainId === 31337
    const sponsored = (capabilities: Record<string, unknown>, chainId = '0x7a69') =>
      readSendCallsParameters(request({ chainId, capabilities }), [31337, 1], smartOn31337)
    expect(
      sponsored({ paymasterService: { url: 'https://pay.example/rpc', context: { policy: 'p1' } } }),
    ).toMatchObject({
      chainId: 31337,
      paymaster: { url: 'https://pay.example/rpc', context: { policy: 'p1' } },
    })
    // Marked optional, it is still used where it can be.
    expect(
      sponsored({ paymasterService: { url: 'http://127.0.0.1:8545', optional: true } }).paymaster,
    ).toEqual({ url: 'http://127.0.0.1:8545' })
    // The EOA on chain 1 has no paymaster: refused unless optional, then the visitor pays.
    expect(() => sponsored({ paymasterService: { url: 'https://pay.example' } }, '0x1')).toThrow(
      expect.objectContaining({
        code: 5700,
        shortMessage: 'Unsupported non-optional capability: paymasterService',
      }),
    )
    expect(
      sponsored({ paymasterService: { url: 'https://pay.example', optional: true } }, '0x1'),
    ).not.toHaveProperty('paymaster')
    // Without the capability, nothing is sponsored.
    expect(sponsored({})).not.toHaveProperty('paymaster')
  })

  test('a malformed paymasterService is refused with the rule it broke, even when optional', () => {
    const smart = () => true
    const sponsored = (paymasterService: unknown) => () =>
      readSendCallsParameters(request({ capabilities: { paymasterService } }), [31337], smart)
    for (const url of [undefined, 42, 'pay.example', 'ftp://pay.example', 'javascript:alert(1)'])
      expect(sponsored({ url, optional: true })).toThrow(
        expect.objectContaining({
          code: -32602,
          shortMessage: "'paymasterService.url' must be an http or https URL",
        }),
      )
    expect(sponsored({ url: 'https://pay.example', context: 'p1' })).toThrow(
      expect.objectContaining({ code: -32602, shortMessage: "'paymasterService.context' must be an object" }),
    )
    expect(sponsored('https://pay.example')).toThrow(expect.objectContaining({ code: -32602 }))
  })

  test("a smart session's permissions capability is taken from the smart account only, its context checked", () => {
    const smartOn31337 = (chainId: number) => chainId === 31337
    const context = `0x${'5e'.repeat(16)}`
    const read = (chainId: string, capabilities: unknown) => () =>
      readSendCallsParameters(request({ chainId, capabilities }), [31337, 1], smartOn31337)
    expect(read('0x7a69', { permissions: { context } })()).toMatchObject({ session: context })
    expect(read('0x1', { permissions: { context } })).toThrow(expect.objectContaining({ code: 5700 }))
    expect(read('0x7a69', { permissions: { context: 'session-1' } })).toThrow(
      expect.objectContaining({
        code: -32602,
        shortMessage: "'permissions.context' must be the permission's context (hex)",
      }),
    )
  })

  test('per-call capabilities stay refused on the smart account too, a paymaster included', () => {
    const calls = [{ to: alice, capabilities: { paymasterService: { url: 'https://pay.example' } } }]
    expect(() => readSendCallsParameters(request({ calls }), [31337], () => true)).toThrow(
      expect.objectContaining({ code: 5700 }),
    )
  })

  test('a chain the site does not serve is refused (5710), as is another version', () => {
    expect(read({ chainId: '0x2105' })).toThrow(expect.objectContaining({ code: 5710 }))
    expect(read({ version: '1.0' })).toThrow(expect.objectContaining({ code: -32602 }))
  })

  test('more than 20 calls is too large a batch to approve (5740)', () => {
    expect(read({ calls: Array.from({ length: 21 }, () => ({ to: alice })) })).toThrow(
      expect.objectContaining({ code: 5740 }),
    )
  })
})
