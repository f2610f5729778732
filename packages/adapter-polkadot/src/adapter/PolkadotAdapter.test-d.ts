import type { ChainAdapter, ChainAdapterWalletActions, SendFeeEstimate, TokenBalance } from '@latchkit/core'
import { describe, expectTypeOf, test } from 'vitest'
import type { PolkadotAdapter, PolkadotNetwork } from '../exports/index.js'

declare const adapter: PolkadotAdapter
declare const network: PolkadotNetwork
const connectorId = 'polkadot-js'

// What the modal's send and tokens flows ask of the polkadot namespace. A node keeps no index of
// an account's transactions, so no history (`getTransactions`); no name service (`resolveName`);
// no EVM transactions to send (`sendTransaction`: swaps are EVM's).
type ImplementedWalletActions = Required<
  Omit<
    ChainAdapterWalletActions<'polkadot'>,
    'getTransactions' | 'hasTransactionHistory' | 'resolveName' | 'sendTransaction'
  >
>

describe('PolkadotAdapter: the wallet actions core asks of the polkadot namespace', () => {
  test('it implements the send, fee, token and address members with the contract’s parameters and results', () => {
    expectTypeOf<PolkadotAdapter>().toMatchTypeOf<ImplementedWalletActions>()
    expectTypeOf<PolkadotAdapter>().toMatchTypeOf<ChainAdapter<'polkadot'>>()
    expectTypeOf<'getTransactions' extends keyof PolkadotAdapter ? true : false>().toEqualTypeOf<false>()
  })

  test('the kit can hold it among adapters of every namespace', () => {
    expectTypeOf<PolkadotAdapter>().toMatchTypeOf<ChainAdapter>()
  })

  test('sendToken resolves the extrinsic hash, estimateSendFee a fee in whole units', () => {
    const form = {
      connectorId,
      network,
      token: { type: 'native' as const },
      sendTokenAmount: '1.5',
      receiverAddress: '15oF4u',
    }
    expectTypeOf(adapter.sendToken(form)).toEqualTypeOf<Promise<`0x${string}`>>()
    expectTypeOf(adapter.estimateSendFee(form)).toEqualTypeOf<Promise<SendFeeEstimate>>()
    expectTypeOf(adapter.getTokenBalances({ address: '15oF4u', network })).toEqualTypeOf<
      Promise<TokenBalance[]>
    >()
    expectTypeOf(adapter.isAddress({ address: '15oF4u', network })).toEqualTypeOf<boolean>()
    // @ts-expect-error amounts are decimal strings ("1.5"), not numbers
    adapter.sendToken({ ...form, sendTokenAmount: 1.5 })
  })
})
