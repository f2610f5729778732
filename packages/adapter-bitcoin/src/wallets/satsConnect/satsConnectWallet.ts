import { BitcoinNetworkUnsupportedError, BitcoinWalletResponseError } from '../../errors/walletErrors.js'
import type { BitcoinWallet } from '../bitcoinWallet.js'
import { readSatsConnectAccounts, requestSatsConnect } from './readSatsConnectAnswer.js'
import type { SatsConnectProvider, SatsConnectProviderInfo } from './satsConnectProvider.js'

/**
 * Drives a sats-connect style provider (Xverse, Leather, others listed in `window.btc_providers`)
 * as a {@link BitcoinWallet}: `wallet_connect` for the payment and ordinals addresses,
 * `signMessage` with protocol `ECDSA` or `BIP322`, `signPsbt` (base64), `wallet_changeNetwork`.
 */
export function createSatsConnectWallet(parameters: {
  info: SatsConnectProviderInfo
  provider: SatsConnectProvider
}): BitcoinWallet {
  const { info, provider } = parameters
  const request = (method: string, params?: unknown) =>
    requestSatsConnect(info.name, provider, method, params)

  const bitcoinWallet: BitcoinWallet = {
    id: info.id,
    name: info.name,
    icon: info.icon,
    api: 'satsConnect',
    provider,
    async connect(network) {
      const params = { addresses: ['payment', 'ordinals'], message: 'Connect to this site' }
      const result = await request('wallet_connect', params).catch(async (error: unknown) => {
        // Wallets from before wallet_connect answer getAddresses alone.
        if (!(error instanceof BitcoinWalletResponseError)) throw error
        return request('getAddresses', { purposes: ['payment', 'ordinals'] })
      })
      // A wallet that cannot switch (no name for the network, no wallet_changeNetwork) still
      // connects; the adapter's switchNetwork reports it when the site asks.
      const switched = await bitcoinWallet.switchNetwork(network).then(
        () => true,
        (error: unknown) => {
          if (error instanceof BitcoinNetworkUnsupportedError || error instanceof BitcoinWalletResponseError)
            return false
          throw error
        },
      )
      // Switching changes the addresses: read them again.
      const current = switched ? await bitcoinWallet.getAccounts() : []
      return current.length > 0 ? current : readSatsConnectAccounts(result)
    },
    async getAccounts() {
      const result = await request('wallet_getAccount').catch(() => undefined)
      return result ? readSatsConnectAccounts(result) : []
    },
    async signMessage({ address, message, protocol }) {
      const result = await request('signMessage', {
        address,
        message,
        protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
      })
      if (typeof result.signature !== 'string')
        throw new BitcoinWalletResponseError({
          wallet: info.name,
          details: 'signMessage answered no signature.',
        })
      return result.signature
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const result = await request('signPsbt', { psbt, signInputs, broadcast })
      if (typeof result.psbt !== 'string')
        throw new BitcoinWalletResponseError({ wallet: info.name, details: 'signPsbt answered no PSBT.' })
      return { psbt: result.psbt, txid: typeof result.txid === 'string' ? result.txid : undefined }
    },
    async switchNetwork(network) {
      const name = network.walletNetworkNames.satsConnect
      if (!name) throw new BitcoinNetworkUnsupportedError({ wallet: info.name, network: network.name })
      await request('wallet_changeNetwork', { name })
    },
    subscribe(listener) {
      const stops = [
        provider.addListener?.('accountChange', () => {
          void bitcoinWallet
            .getAccounts()
            .then((accounts) =>
              listener(
                accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts },
              ),
            )
        }),
        provider.addListener?.('networkChange', () => listener({ type: 'networkChanged' })),
        provider.addListener?.('disconnect', () => listener({ type: 'disconnect' })),
      ]
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop()
      }
    },
    async disconnect() {
      await request('wallet_renouncePermissions').catch(() => undefined)
    },
  }
  return bitcoinWallet
}
