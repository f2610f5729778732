import type { Hash, Hex } from 'viem'
import { describe, expectTypeOf, test } from 'vitest'
import type {
  EstimateGasParameters,
  EvmAdapter,
  EvmCall,
  EvmNetwork,
  EvmTokenBalance,
  EvmTransactionRequest,
  SendTokenParameters,
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

  test('sendToken takes the send form and resolves the hash', () => {
    expectTypeOf(adapter.sendToken).parameter(0).toEqualTypeOf<SendTokenParameters>()
    expectTypeOf(adapter.sendToken).returns.toEqualTypeOf<Promise<Hash>>()
    expectTypeOf<SendTokenParameters['token']>().toEqualTypeOf<
      | { type: 'native' }
      | { type: 'erc20'; address: string | undefined; decimals: number; symbol?: string | undefined }
      | undefined
    >()
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

  test('getTokenBalances resolves ERC-20 balances', () => {
    expectTypeOf(adapter.getTokenBalances({ address, network, tokens: [address] })).toEqualTypeOf<
      Promise<EvmTokenBalance[]>
    >()
    expectTypeOf<EvmTokenBalance['value']>().toEqualTypeOf<bigint>()
  })
})
