import type {
  ChainAdapter,
  ChainAdapterWalletActions,
  SendableToken,
  SendFeeEstimate,
  SendTokenParameters,
  TokenBalance,
  TransactionsPage,
} from '@latchkit/core'
import type { Hash, Hex } from 'viem'
import { describe, expectTypeOf, test } from 'vitest'
import type {
  EstimateGasParameters,
  EvmAdapter,
  EvmAdapterOptions,
  EvmCall,
  EvmNetwork,
  EvmSendTokenParameters,
  EvmTokenListing,
  EvmTransactionRequest,
} from '../exports/index.js'

declare const adapter: EvmAdapter
declare const network: EvmNetwork
const connectorId = 'injected'
const address = '0x0000000000000000000000000000000000000001'

describe('EvmAdapter actions: parameters and results', () => {
  test('signMessage resolves a hex signature', () => {
    expectTypeOf(adapter.signMessage)
      .parameter(0)
      .toEqualTypeOf<{ connectorId: string; address: string; message: string }>()
    expectTypeOf(adapter.signMessage).returns.toEqualTypeOf<Promise<Hex>>()
  })

  test("signTypedData checks the message against the typed data's types", () => {
    const types = { Greeting: [{ name: 'text', type: 'string' }] } as const
    expectTypeOf(
      adapter.signTypedData({
        connectorId,
        address,
        typedData: { types, primaryType: 'Greeting', message: { text: 'hello' } },
      }),
    ).toEqualTypeOf<Promise<Hex>>()
    adapter.signTypedData({
      connectorId,
      address,
      // @ts-expect-error `text` is a string in the Greeting type
      typedData: { types, primaryType: 'Greeting', message: { text: 1n } },
    })
    adapter.signTypedData({
      connectorId,
      address,
      // @ts-expect-error Farewell is not among the types
      typedData: { types, primaryType: 'Farewell', message: { text: 'hello' } },
    })
  })

  test('sendTransaction takes a transaction request and resolves its hash', () => {
    expectTypeOf(adapter.sendTransaction).parameter(0).toEqualTypeOf<EvmTransactionRequest>()
    expectTypeOf(adapter.sendTransaction).returns.toEqualTypeOf<Promise<Hash>>()
    expectTypeOf<EvmTransactionRequest['value']>().toEqualTypeOf<bigint | undefined>()
    // @ts-expect-error values are bigint wei, not numbers
    adapter.sendTransaction({ connectorId, to: address, value: 1 })
    // @ts-expect-error `to` is required
    adapter.sendTransaction({ connectorId })
  })

  test("sendToken takes core's send form on eip155 and resolves the hash", () => {
    expectTypeOf(adapter.sendToken).parameter(0).toEqualTypeOf<EvmSendTokenParameters>()
    expectTypeOf<EvmSendTokenParameters>().toEqualTypeOf<SendTokenParameters<'eip155'>>()
    expectTypeOf(adapter.sendToken).returns.toEqualTypeOf<Promise<Hash>>()
    expectTypeOf<EvmSendTokenParameters['token']>().toEqualTypeOf<SendableToken | undefined>()
    const form = { connectorId, network, sendTokenAmount: '1', receiverAddress: address }
    adapter.sendToken({ ...form, token: { type: 'token', address, decimals: 6 } })
    // @ts-expect-error 'erc20' became core's 'token'
    adapter.sendToken({ ...form, token: { type: 'erc20', address, decimals: 6 } })
  })

  test('estimateSendFee takes the same form and resolves the fee in whole native units', () => {
    expectTypeOf(adapter.estimateSendFee).parameter(0).toEqualTypeOf<EvmSendTokenParameters>()
    expectTypeOf(adapter.estimateSendFee).returns.toEqualTypeOf<Promise<SendFeeEstimate>>()
  })

  test('sendCalls takes a batch of calls and resolves its id', () => {
    expectTypeOf(adapter.sendCalls)
      .parameter(0)
      .toEqualTypeOf<{ connectorId: string; calls: readonly EvmCall[]; network?: EvmNetwork }>()
    expectTypeOf(adapter.sendCalls).returns.toEqualTypeOf<Promise<{ id: string }>>()
    expectTypeOf<EvmCall>().toEqualTypeOf<{
      to: string
      data?: string | undefined
      value?: bigint | undefined
    }>()
  })

  test('estimateGas and getGasPrice resolve wei as bigint', () => {
    expectTypeOf(adapter.estimateGas).parameter(0).toEqualTypeOf<EstimateGasParameters>()
    expectTypeOf(adapter.estimateGas).returns.toEqualTypeOf<Promise<bigint>>()
    expectTypeOf(adapter.getGasPrice({ network })).toEqualTypeOf<Promise<bigint>>()
    // @ts-expect-error estimating needs the network and the sender
    adapter.estimateGas({ to: address })
  })

  test("getTokenBalances resolves core's token balances of the listed tokens", () => {
    expectTypeOf(adapter.getTokenBalances({ address, network })).toEqualTypeOf<Promise<TokenBalance[]>>()
    // @ts-expect-error the tokens come from the `tokens` option now
    adapter.getTokenBalances({ address, network, tokens: [address] })
    expectTypeOf<EvmAdapterOptions['tokens']>().toEqualTypeOf<readonly EvmTokenListing[] | undefined>()
    expectTypeOf<EvmTokenListing>().toEqualTypeOf<{
      chainId: number
      address: string
      symbol?: string | undefined
      name?: string | undefined
      decimals?: number | undefined
      iconUrl?: string | undefined
    }>()
  })

  test('getTransactions pages with a cursor; hasTransactionHistory, isAddress and resolveName answer', () => {
    expectTypeOf(adapter.getTransactions({ address, network, cursor: '2' })).toEqualTypeOf<
      Promise<TransactionsPage>
    >()
    expectTypeOf(adapter.hasTransactionHistory(network)).toEqualTypeOf<boolean>()
    expectTypeOf(adapter.isAddress({ address, network })).toEqualTypeOf<boolean>()
    expectTypeOf(adapter.resolveName({ name: 'alice.eth', network })).toEqualTypeOf<
      Promise<string | undefined>
    >()
    expectTypeOf<EvmAdapterOptions['explorerApiUrls']>().toEqualTypeOf<Record<number, string> | undefined>()
  })
})

describe('EvmAdapter and the contracts of core', () => {
  test("it provides every wallet action of eip155, as the modal's send, tokens and activity need", () => {
    expectTypeOf<EvmAdapter>().toMatchTypeOf<Required<ChainAdapterWalletActions<'eip155'>>>()
    expectTypeOf<EvmAdapter>().toMatchTypeOf<ChainAdapter<'eip155'>>()
  })
})
