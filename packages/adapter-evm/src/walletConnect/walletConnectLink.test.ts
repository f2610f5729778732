import { readWalletConnectSession } from '@latchkit/core'
import fc from 'fast-check'
import { getAddress, isAddress } from 'viem'
import { expect, test } from 'vitest'
import { approvedChainIds, sessionAddresses } from './walletConnectLink.js'

const address = '0xab5801a7d398351b8be11c439e05c5b3259aec9b'

test("a session's addresses on a chain are checksummed, once each, and non-EVM addresses are left out", () => {
  const session = readWalletConnectSession({
    topic: 't',
    namespaces: {
      eip155: {
        accounts: [
          `eip155:1:${address}`,
          `eip155:1:${address.toUpperCase().replace('0X', '0x')}`,
          'eip155:1:0x12',
          'eip155:10:zz',
        ],
        methods: [],
        events: [],
      },
    },
  })
  expect(sessionAddresses(session, 1)).toEqual([getAddress(address)])
  expect(approvedChainIds(session)).toEqual([1, 10])
})

const accountLike = fc.oneof(
  fc.constant(`eip155:1:${address}`),
  fc
    .tuple(
      // Chain references an EVM chain id is not made of, beside real ones.
      fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('abc', '-1', '1e3', '01')),
      fc.oneof(fc.string({ maxLength: 44 }), fc.constant(address)),
    )
    .map(([chain, text]) => `eip155:${chain}:${text}`),
  fc.anything(),
)

test('whatever accounts a wallet approves, the adapter reads EVM addresses or none, and never throws (property)', () => {
  fc.assert(
    fc.property(
      fc.array(accountLike, { maxLength: 6 }),
      fc.integer({ min: 1, max: 20 }),
      (accounts, chainId) => {
        const session = readWalletConnectSession({
          topic: 't',
          namespaces: { eip155: { accounts, methods: [], events: [] } },
        })
        for (const read of sessionAddresses(session, chainId)) expect(isAddress(read)).toBe(true)
        for (const id of approvedChainIds(session)) {
          expect(Number.isSafeInteger(id)).toBe(true)
          expect(id).toBeGreaterThan(0)
        }
      },
    ),
  )
})
