import type {
  ChainAdapter,
  ChainAdapterWalletActions,
  SendFeeEstimate,
  SendTokenParameters,
  TokenBalance,
  TransactionsPage,
} from '@latchkit/core'
import type { Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expectTypeOf, test } from 'vitest'
import type {
  SendSolParameters,
  SendSplTokenParameters,
  SolanaAdapter,
  SolanaAdapterOptions,
  SolanaNetwork,
  SolanaSendTransactionParameters,
  SolanaSignMessageParameters,
  SolanaTokenListing,
} from '../exports/index.js'

declare const adapter: SolanaAdapter
declare const network: SolanaNetwork
declare const legacy: Transaction
declare const versioned: VersionedTransaction
const connectorId = 'Phantom'

describe('SolanaAdapter actions: parameters and results', () => {
  test('signMessage takes text or bytes; resolves base58, signMessageBytes the bytes', () => {
    expectTypeOf(adapter.signMessage).parameter(0).toEqualTypeOf<SolanaSignMessageParameters>()
    expectTypeOf<SolanaSignMessageParameters['message']>().toEqualTypeOf<string | Uint8Array>()
    expectTypeOf(adapter.signMessage({ connectorId, message: 'hi' })).toEqualTypeOf<Promise<string>>()
    expectTypeOf(adapter.signMessageBytes({ connectorId, message: new Uint8Array() })).toEqualTypeOf<
      Promise<Uint8Array>
    >()
    // @ts-expect-error the message is text or bytes
    adapter.signMessage({ connectorId, message: 1 })
  })

  test('signTransaction resolves the kind of transaction it was given', () => {
    expectTypeOf(adapter.signTransaction({ connectorId, transaction: legacy })).toEqualTypeOf<
      Promise<Transaction>
    >()
    expectTypeOf(adapter.signTransaction({ connectorId, transaction: versioned })).toEqualTypeOf<
      Promise<VersionedTransaction>
    >()
    // @ts-expect-error a web3.js transaction, not its bytes
    adapter.signTransaction({ connectorId, transaction: new Uint8Array() })
  })

  test('signAndSendTransaction resolves the base58 signature', () => {
    expectTypeOf(adapter.signAndSendTransaction).parameter(0).toEqualTypeOf<SolanaSendTransactionParameters>()
    expectTypeOf(adapter.signAndSendTransaction({ connectorId, transaction: versioned })).toEqualTypeOf<
      Promise<string>
    >()
    expectTypeOf<SolanaSendTransactionParameters['waitForConfirmation']>().toEqualTypeOf<
      boolean | undefined
    >()
  })

  test('sendSol and sendSplToken take the send form and resolve the signature', () => {
    expectTypeOf(adapter.sendSol).parameter(0).toEqualTypeOf<SendSolParameters>()
    expectTypeOf(adapter.sendSol).returns.toEqualTypeOf<Promise<string>>()
    expectTypeOf(adapter.sendSplToken).parameter(0).toEqualTypeOf<SendSplTokenParameters>()
    expectTypeOf(adapter.sendSplToken).returns.toEqualTypeOf<Promise<string>>()
    expectTypeOf<SendSplTokenParameters['token']>().toEqualTypeOf<{ address: string } | undefined>()
    // @ts-expect-error amounts are decimal strings ("0.25"), not numbers
    adapter.sendSol({ connectorId, receiverAddress: 'x', amount: 0.25 })
  })

  test('the readers', () => {
    expectTypeOf(adapter.getTokenBalances({ address: 'x', network })).toEqualTypeOf<Promise<TokenBalance[]>>()
    expectTypeOf(adapter.getConnection({ network })).toEqualTypeOf<Promise<Connection>>()
    expectTypeOf(adapter.getAddressExplorerUrl({ address: 'x', network })).toEqualTypeOf<string | undefined>()
  })
})

describe('SolanaAdapter: the wallet actions of the modal (core ChainAdapterWalletActions)', () => {
  test('it is a Solana ChainAdapter with every wallet action but name resolution (its RPC serves every network’s history)', () => {
    expectTypeOf<SolanaAdapter>().toExtend<ChainAdapter<'solana'>>()
    expectTypeOf<SolanaAdapter>().toExtend<ChainAdapterWalletActions<'solana'>>()
    expectTypeOf<SolanaAdapter>().toExtend<
      Required<
        Omit<ChainAdapterWalletActions<'solana'>, 'resolveName' | 'hasTransactionHistory' | 'sendTransaction'>
      >
    >()
  })

  test('sendToken and estimateSendFee take the send form of core', () => {
    expectTypeOf(adapter.sendToken).parameter(0).toEqualTypeOf<SendTokenParameters<'solana'>>()
    expectTypeOf(adapter.sendToken).returns.toEqualTypeOf<Promise<string>>()
    expectTypeOf(adapter.estimateSendFee).parameter(0).toEqualTypeOf<SendTokenParameters<'solana'>>()
    expectTypeOf(adapter.estimateSendFee).returns.toEqualTypeOf<Promise<SendFeeEstimate>>()
    const form = { connectorId, network, sendTokenAmount: '1', receiverAddress: 'x' }
    adapter.sendToken({ ...form, token: { type: 'native' } })
    adapter.sendToken({ ...form, token: { type: 'token', address: 'mint', decimals: 6 } })
    // @ts-expect-error a token send names its decimals
    adapter.sendToken({ ...form, token: { type: 'token', address: 'mint' } })
  })

  test('getTransactions pages with a cursor and can be cancelled; isAddress answers at once', () => {
    const signal = new AbortController().signal
    expectTypeOf(adapter.getTransactions({ address: 'x', network, cursor: 'sig', signal })).toEqualTypeOf<
      Promise<TransactionsPage>
    >()
    expectTypeOf(adapter.isAddress({ address: 'x', network })).toEqualTypeOf<boolean>()
  })

  test('the tokens option names mints', () => {
    expectTypeOf<SolanaAdapterOptions['tokens']>().toEqualTypeOf<readonly SolanaTokenListing[] | undefined>()
    expectTypeOf<SolanaTokenListing>().toEqualTypeOf<{
      caipNetworkId?: string | undefined
      mint: string
      symbol: string
      name: string
      decimals?: number | undefined
      iconUrl?: string | undefined
    }>()
  })
})
