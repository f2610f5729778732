import { describe, expect, test } from 'vitest'
import { type CallState, callsStatusCode, type RpcReceipt } from './callsStatus.js'

const receipt = (status: '0x1' | '0x0'): CallState => ({
  receipt: {
    status,
    blockHash: `0x${'b'.repeat(64)}`,
    blockNumber: '0x2',
    gasUsed: '0x5208',
    transactionHash: `0x${'a'.repeat(64)}`,
    logs: [],
  } satisfies RpcReceipt,
})

describe("a batch's EIP-5792 status from its calls", () => {
  test('pending while any call waits to be mined', () => {
    expect(callsStatusCode([receipt('0x1'), 'pending'])).toBe(100)
  })
  test('confirmed when every call was mined and succeeded', () => {
    expect(callsStatusCode([receipt('0x1'), receipt('0x1')])).toBe(200)
  })
  test('an offchain failure when no call reached the chain', () => {
    expect(callsStatusCode(['notIncluded', 'notIncluded'])).toBe(400)
  })
  test('reverted when every mined call reverted', () => {
    expect(callsStatusCode([receipt('0x0'), receipt('0x0')])).toBe(500)
    expect(callsStatusCode([receipt('0x0'), 'notIncluded'])).toBe(500)
  })
  test('partially reverted when some calls took effect and others did not', () => {
    expect(callsStatusCode([receipt('0x1'), receipt('0x0')])).toBe(600)
    expect(callsStatusCode([receipt('0x1'), 'notIncluded'])).toBe(600)
  })
})
