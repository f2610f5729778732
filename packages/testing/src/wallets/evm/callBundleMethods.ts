import { type Hex, toHex } from 'viem'
import { invalidParams, ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import { confirm, type EvmWalletMethod, hexChainId, senderFor, signerFor } from './evmWalletContext.js'
import { forwardRpc } from './forwardRpc.js'
import { addressParam, chainIdParam, hexParam, objectParam } from './parseParams.js'
import { parseTransactionRequest, sendTransaction } from './sendTransaction.js'

// The test wallet sends calls one by one, as an externally owned account must: never atomically.
const capabilities = { atomic: { status: 'unsupported' } } as const

function refuseRequiredCapabilities(value: unknown) {
  if (value === undefined) return
  for (const [name, capability] of Object.entries(objectParam(value, 'capabilities'))) {
    const isOptional =
      typeof capability === 'object' &&
      capability !== null &&
      'optional' in capability &&
      capability.optional === true
    if (!isOptional)
      throw new ProviderRpcError({
        code: providerErrorCodes.unsupportedNonOptionalCapability,
        message: `The test wallet does not support the capability "${name}".`,
      })
  }
}

type RpcReceipt = { status: Hex; logs: { address: Hex; data: Hex; topics: Hex[] }[] } & Record<string, Hex>

/** EIP-5792 (version 2.0.0): call batches, their status, and the wallet's capabilities. */
export const callBundleMethods: Record<string, EvmWalletMethod> = {
  wallet_getCapabilities: async (context, params, origin) => {
    signerFor(context, origin, params[0] === undefined ? undefined : addressParam(params[0], 'the address'))
    const requested =
      params[1] === undefined
        ? [...context.chains.keys()]
        : (Array.isArray(params[1]) ? params[1] : []).map((id) => chainIdParam(id))
    return Object.fromEntries(
      requested
        .filter((chainId) => context.chains.has(chainId))
        .map((chainId) => [hexChainId(chainId), capabilities]),
    )
  },

  wallet_sendCalls: async (context, params, origin) => {
    const batch = objectParam(params[0], 'the calls')
    const account = senderFor(
      context,
      origin,
      batch.from === undefined ? undefined : addressParam(batch.from, 'from'),
    )
    const chainId = batch.chainId === undefined ? context.chainId : chainIdParam(batch.chainId)
    const chain = context.chains.get(chainId)
    if (!chain)
      throw new ProviderRpcError({
        code: providerErrorCodes.unsupportedChainId,
        message: `The wallet does not know chain ${chainId}.`,
      })
    if (batch.atomicRequired === true)
      throw new ProviderRpcError({
        code: providerErrorCodes.atomicityNotSupported,
        message: 'The test wallet cannot send calls atomically.',
      })
    refuseRequiredCapabilities(batch.capabilities)
    if (!Array.isArray(batch.calls) || batch.calls.length === 0)
      throw invalidParams('Expected at least one call.')
    const calls = batch.calls.map((call, index) => {
      refuseRequiredCapabilities(objectParam(call, `call ${index}`).capabilities)
      return parseTransactionRequest(call, `call ${index}`)
    })
    const id = batch.id === undefined ? toHex(crypto.getRandomValues(new Uint8Array(32))) : String(batch.id)
    if (context.callBundles.has(id))
      throw new ProviderRpcError({
        code: providerErrorCodes.duplicateId,
        message: `A batch with id ${id} was already sent.`,
      })
    await confirm(context, 'send')
    const hashes: Hex[] = []
    context.callBundles.set(id, { chainId, hashes })
    await context.oneAtATime(async () => {
      for (const call of calls) hashes.push(await sendTransaction(account, chain, call))
    })
    return { id }
  },

  wallet_getCallsStatus: async (context, params) => {
    const id = String(params[0])
    const bundle = context.callBundles.get(id)
    const chain = bundle && context.chains.get(bundle.chainId)
    if (!bundle || !chain)
      throw new ProviderRpcError({
        code: providerErrorCodes.unknownBundleId,
        message: `No batch with id ${id}.`,
      })
    const receipts = (await Promise.all(
      bundle.hashes.map((hash) =>
        forwardRpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hexParam(hash, 'hash')]),
      ),
    )) as (RpcReceipt | null)[]
    const landed = receipts.filter((receipt): receipt is RpcReceipt => receipt !== null)
    const succeeded = landed.filter((receipt) => receipt.status === '0x1').length
    // 100 pending, 200 all succeeded, 500 all reverted, 600 some reverted (EIP-5792 status codes).
    const status =
      landed.length < receipts.length ? 100 : succeeded === landed.length ? 200 : succeeded === 0 ? 500 : 600
    return {
      version: '2.0.0',
      id,
      chainId: hexChainId(bundle.chainId),
      status,
      atomic: false,
      receipts:
        status === 100
          ? undefined
          : landed.map((receipt) => ({
              logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
              status: receipt.status,
              blockHash: receipt.blockHash,
              blockNumber: receipt.blockNumber,
              gasUsed: receipt.gasUsed,
              transactionHash: receipt.transactionHash,
            })),
    }
  },
}
