import type {
  ChainAdapter,
  ChainAdapterWalletActions,
  SendFeeEstimate,
  TransactionsPage,
} from '@latchkit/core'
import { describe, expectTypeOf, test } from 'vitest'
import type { BitcoinAdapter, BitcoinNetwork } from '../exports/index.js'

declare const adapter: BitcoinAdapter
declare const network: BitcoinNetwork
const connectorId = 'io.unisat'

// What the modal's send, tokens and activity flows ask of the adapter; Bitcoin resolves no names,
// and every network it serves has its Esplora history (no `hasTransactionHistory` to ask).
type ImplementedWalletActions = Required<
  Omit<ChainAdapterWalletActions<'bip122'>, 'resolveName' | 'hasTransactionHistory' | 'sendTransaction'>
>

describe('BitcoinAdapter: the wallet actions core asks of the bip122 namespace', () => {
  test('it implements each of them with the contract’s parameters and results', () => {
    expectTypeOf<BitcoinAdapter>().toMatchTypeOf<ImplementedWalletActions>()
    expectTypeOf<BitcoinAdapter>().toMatchTypeOf<ChainAdapter<'bip122'>>()
  })

  test('the kit can hold it among adapters of every namespace', () => {
    expectTypeOf<BitcoinAdapter>().toMatchTypeOf<ChainAdapter>()
  })

  test('sendToken resolves the txid, estimateSendFee a fee in whole units, getTransactions a page', () => {
    const form = {
      connectorId,
      network,
      token: { type: 'native' as const },
      sendTokenAmount: '0.001',
      receiverAddress: 'bc1q',
    }
    expectTypeOf(adapter.sendToken(form)).toEqualTypeOf<Promise<string>>()
    expectTypeOf(adapter.estimateSendFee(form)).toEqualTypeOf<Promise<SendFeeEstimate>>()
    expectTypeOf(adapter.getTransactions({ address: 'bc1q', network })).toEqualTypeOf<
      Promise<TransactionsPage>
    >()
    expectTypeOf(adapter.isAddress({ address: 'bc1q', network })).toEqualTypeOf<boolean>()
    // @ts-expect-error amounts are decimal strings ("0.001"), not numbers
    adapter.sendToken({ ...form, sendTokenAmount: 0.001 })
  })
})
