import { invalidParams } from '../providerRpcError.js'
import type { WalletMethod } from '../walletRequests.js'
import {
  confirm,
  type PolkadotWalletContext,
  signingAccount,
  visibleAccounts,
} from './polkadotWalletContext.js'
import { signPolkadotBytes } from './signPolkadotBytes.js'
import { readSignerPayload, signPolkadotPayload } from './signPolkadotPayload.js'

/**
 * The page-to-wallet protocol behind the injected extension (and the WalletConnect `polkadot`
 * namespace): each method is one call of `@polkadot/extension-inject`'s `Injected`.
 */
export const polkadotWalletMethods: Record<string, WalletMethod<PolkadotWalletContext>> = {
  // `injectedWeb3[name].enable(appName)`: asks the user once per site, as the extension does.
  enable: async (context, _params, origin) => {
    if (!context.authorizedOrigins.has(origin)) {
      await confirm(context, 'connect')
      context.authorizedOrigins.add(origin)
    }
    return { accounts: visibleAccounts(context, origin) }
  },

  // `accounts.get()` and the first answer of `accounts.subscribe()`: never a prompt.
  accounts: async (context, _params, origin) => ({ accounts: visibleAccounts(context, origin) }),

  // `signer.signRaw({ address, data, type })`.
  signRaw: async (context, { address, data }, origin) => {
    const account = signingAccount(context, origin, address)
    if (typeof data !== 'string') throw invalidParams('Expected data as a hex or text string.')
    await confirm(context, 'signRaw')
    return { signature: signPolkadotBytes(account.pair, data) }
  },

  // `signer.signPayload(SignerPayloadJSON)`.
  signPayload: async (context, params, origin) => {
    const payload = readSignerPayload(params)
    const account = signingAccount(context, origin, payload.address)
    signPolkadotPayload(account.pair, payload) // A payload the wallet cannot encode fails before the prompt.
    await confirm(context, 'signPayload')
    return signPolkadotPayload(account.pair, payload)
  },

  // `metadata.get()`: the chains a site taught the wallet.
  metadataList: async (context) => ({ known: [...context.knownMetadata.values()] }),

  // `metadata.provide(definition)`: kept by genesis hash (the extension asks its user first; the
  // test wallet accepts, as a user who always updates would).
  metadataProvide: async (context, { genesisHash, specVersion }) => {
    if (typeof genesisHash !== 'string' || typeof specVersion !== 'number')
      throw invalidParams('Expected a MetadataDef with genesisHash and specVersion.')
    context.knownMetadata.set(genesisHash, { genesisHash, specVersion })
    return { provided: true }
  },
}
