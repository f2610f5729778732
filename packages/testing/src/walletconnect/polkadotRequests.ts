import { decodeAddress } from '@polkadot/util-crypto'
import type { PolkadotTestWallet } from '../wallets/polkadot/createPolkadotWallet.js'
import { ProviderRpcError, providerErrorCodes } from '../wallets/providerRpcError.js'
import {
  invalidParams,
  unsupportedMethod,
  userRejectedError,
  WalletRequestError,
} from './walletRequestError.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The account id behind an SS58 address, whatever its prefix; undefined for a string that is not one.
function accountId(address: unknown): string | undefined {
  try {
    return Buffer.from(decodeAddress(String(address))).toString('hex')
  } catch {
    return undefined
  }
}

/**
 * Answers the `polkadot` requests of a session (WalletConnect's Polkadot RPC) with a Polkadot
 * test wallet, which signs as its injected extension does:
 * - `polkadot_signMessage` `{ address, message }` (or SignerPayloadRaw's `data`) → `{ signature }`
 *   over the `<Bytes>`-wrapped message, no type byte;
 * - `polkadot_signTransaction` `{ address, transactionPayload }` (a SignerPayloadJSON) →
 *   `{ signature }` with the MultiSignature type byte, as `addSignature` takes it.
 * The dapp's metadata URL is the origin the wallet knows the site by, so its prompts (`reject`,
 * `hold`) and request log serve WalletConnect as they serve a page. A declined prompt is
 * WalletConnect's user rejection (5000), as for every namespace without a 4001 of its own.
 */
export function createPolkadotRequestHandler(wallet: PolkadotTestWallet) {
  const ask = async (method: string, params: Record<string, unknown>, origin: string) => {
    try {
      return await wallet.request({ method, params }, origin)
    } catch (error) {
      if (!(error instanceof ProviderRpcError)) throw error
      if (error.code === providerErrorCodes.userRejectedRequest) {
        const { code, message } = userRejectedError('polkadot')
        throw new WalletRequestError(code, message)
      }
      throw new WalletRequestError(error.code, error.message)
    }
  }

  return {
    /** Approving a session enables the dapp in the wallet (the test's user may reject `connect`). */
    async authorize(origin: string): Promise<void> {
      await wallet.request({ method: 'enable', params: { appName: origin } }, origin)
    },

    async answer(method: string, params: unknown, origin: string): Promise<unknown> {
      const fields = isRecord(params) ? params : {}
      switch (method) {
        case 'polkadot_signMessage': {
          const message = fields.message ?? fields.data
          if (typeof fields.address !== 'string' || typeof message !== 'string')
            throw invalidParams('expected { address, message } with strings')
          const { signature } = (await ask(
            'signRaw',
            { address: fields.address, data: message, type: 'bytes' },
            origin,
          )) as { signature: string }
          return { signature }
        }
        case 'polkadot_signTransaction': {
          const payload = fields.transactionPayload
          if (typeof fields.address !== 'string' || !isRecord(payload))
            throw invalidParams('expected { address, transactionPayload }')
          if (accountId(payload.address) !== accountId(fields.address))
            throw invalidParams('transactionPayload.address must be the account named by "address"')
          const { signature } = (await ask('signPayload', payload, origin)) as { signature: string }
          return { signature }
        }
        default:
          throw unsupportedMethod(method)
      }
    },
  }
}
