import fc from 'fast-check'
import { expect, test } from 'vitest'
import { parseCaipAddress, parseCaipNetworkId } from '../caip/caip.js'
import { readWalletConnectSession } from './readSession.js'
import { sessionChains } from './walletConnectSession.js'

const address = '0xab5801a7d398351b8be11c439e05c5b3259aec9b'

test('keeps a well-formed session as it is', () => {
  const session = {
    topic: 'f0e1',
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:1:${address}`, `eip155:10:${address}`],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    },
    peer: {
      metadata: { name: 'Wallet', url: 'https://wallet.example', icons: ['https://wallet.example/i.png'] },
    },
  }
  expect(readWalletConnectSession(session)).toEqual(session)
})

test('leaves out accounts and chains that are not CAIP ids of their namespace, and refuses what is no session', () => {
  const read = readWalletConnectSession({
    topic: 't',
    namespaces: {
      eip155: {
        accounts: [`eip155:1:${address}`, `solana:1:${address}`, 'eip155:1', 42, `eip155:1:${address}:x`],
        chains: ['eip155:1', 'eip155', null, 'solana:abc'],
        methods: ['eth_sign', 7],
        events: 'chainChanged',
      },
      solana: 'everything',
    },
    peer: null,
  })
  expect(read).toEqual({
    topic: 't',
    namespaces: {
      eip155: { accounts: [`eip155:1:${address}`], chains: ['eip155:1'], methods: ['eth_sign'], events: [] },
    },
    peer: { metadata: { name: 'WalletConnect', icons: [] } },
  })
  for (const value of [undefined, null, 'session', [], { topic: 1, namespaces: {} }, { topic: 't' }])
    expect(readWalletConnectSession(value)).toBeUndefined()
})

const caipLike = fc.oneof(
  fc.constantFrom(
    `eip155:1:${address}`,
    'eip155:1',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'eip155:1:0x1',
  ),
  fc.string(),
  fc.anything(),
)
const namespacePart = fc.oneof(
  fc.record(
    {
      chains: fc.oneof(fc.array(caipLike, { maxLength: 5 }), fc.anything()),
      accounts: fc.oneof(fc.array(caipLike, { maxLength: 5 }), fc.anything()),
      methods: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
      events: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
)
const sessionLike = fc.oneof(
  fc.record(
    {
      topic: fc.oneof(fc.string(), fc.anything()),
      namespaces: fc.oneof(
        fc.dictionary(fc.oneof(fc.constantFrom('eip155', 'solana'), fc.string()), namespacePart, {
          maxKeys: 3,
        }),
        fc.anything(),
      ),
      peer: fc.oneof(
        fc.record({ metadata: fc.record({ name: fc.anything(), icons: fc.anything(), url: fc.anything() }) }),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
)

test('whatever a wallet or the storage hands over, the session read is well formed or absent, and reading never throws (property)', () => {
  fc.assert(
    fc.property(sessionLike, (value) => {
      const session = readWalletConnectSession(value)
      if (session === undefined) return
      expect(session.topic).toEqual(expect.any(String))
      expect(session.peer.metadata.name).not.toBe('')
      for (const [namespace, part] of Object.entries(session.namespaces)) {
        for (const account of part.accounts) expect(parseCaipAddress(account).namespace).toBe(namespace)
        for (const chain of sessionChains(session, namespace))
          expect(parseCaipNetworkId(chain).namespace).toBe(namespace)
        for (const text of [...part.methods, ...part.events]) expect(text).toEqual(expect.any(String))
      }
      // Reading what was read changes nothing.
      expect(readWalletConnectSession(session)).toEqual(session)
    }),
  )
})
