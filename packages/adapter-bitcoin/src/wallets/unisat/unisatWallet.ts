import { withUserRejectionMapped } from '@latchkit/core'
import { BitcoinNetworkUnsupportedError, BitcoinWalletResponseError } from '../../errors/walletErrors.js'
import { base64ToBytes, bytesToBase64, bytesToHex, hexToBytes } from '../../utils/encoding.js'
import type { BitcoinAccount, BitcoinWallet } from '../bitcoinWallet.js'
import type { UnisatProvider } from './unisatProvider.js'

const readStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : []

/**
 * Drives a Unisat-family provider (Unisat, OKX, Bitget, Binance Web3 Wallet) as a
 * {@link BitcoinWallet}. The family shares one address for payments and inscriptions, so its
 * account is `payment`; `bip322` is its `bip322-simple`; PSBTs travel in hex.
 */
export function createUnisatWallet(parameters: {
  provider: UnisatProvider
  name: string
  rdns: string
  icon: string | undefined
}): BitcoinWallet {
  const { provider, name } = parameters
  /** The provider's method, bound; a wallet without it answers with a typed error. */
  const method = <key extends keyof UnisatProvider>(key: key): NonNullable<UnisatProvider[key]> => {
    const fn = provider[key]
    if (typeof fn !== 'function')
      throw new BitcoinWalletResponseError({ wallet: name, details: `It has no ${key}.` })
    return fn.bind(provider) as NonNullable<UnisatProvider[key]>
  }
  const ask = <result>(request: () => Promise<result>) => withUserRejectionMapped(request)
  const toAccounts = async (addresses: string[]): Promise<BitcoinAccount[]> => {
    const [address] = addresses
    if (!address) return []
    const publicKey = await ask(() => method('getPublicKey')()).catch(() => '')
    return [{ address, purpose: 'payment', publicKey: typeof publicKey === 'string' ? publicKey : '' }]
  }

  const wallet: BitcoinWallet = {
    id: parameters.rdns,
    name,
    icon: parameters.icon,
    api: 'unisat',
    provider,
    async connect(network) {
      const requested = readStrings(await ask(() => method('requestAccounts')()))
      const switched = await wallet.switchNetwork(network).then(
        () => true,
        (error: unknown) => {
          // A wallet without switchChain serves one network: its accounts are still the answer.
          if (error instanceof BitcoinNetworkUnsupportedError) return false
          throw error
        },
      )
      // Switching changes the addresses: read them again.
      const current = switched ? readStrings(await ask(() => method('getAccounts')()).catch(() => [])) : []
      return toAccounts(current.length > 0 ? current : requested)
    },
    async getAccounts() {
      return toAccounts(readStrings(await ask(() => method('getAccounts')()).catch(() => [])))
    },
    async signMessage({ message, protocol }) {
      const type = protocol === 'bip322' ? 'bip322-simple' : 'ecdsa'
      const signature = await ask(() => method('signMessage')(message, type))
      if (typeof signature !== 'string' || !base64ToBytes(signature))
        throw new BitcoinWalletResponseError({ wallet: name, details: 'The signature is not base64.' })
      return signature
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const bytes = base64ToBytes(psbt)
      if (!bytes)
        throw new BitcoinWalletResponseError({ wallet: name, details: 'The PSBT to sign is not base64.' })
      const toSignInputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ index, address })),
      )
      const signedHex = await ask(() =>
        method('signPsbt')(bytesToHex(bytes), { autoFinalized: true, toSignInputs }),
      )
      const signed = typeof signedHex === 'string' ? hexToBytes(signedHex) : undefined
      if (!signed)
        throw new BitcoinWalletResponseError({ wallet: name, details: 'The signed PSBT is not hex.' })
      if (!broadcast) return { psbt: bytesToBase64(signed) }
      const txid = await ask(() => method('pushPsbt')(bytesToHex(signed)))
      if (typeof txid !== 'string')
        throw new BitcoinWalletResponseError({ wallet: name, details: 'The broadcast answered no txid.' })
      return { psbt: bytesToBase64(signed), txid }
    },
    async switchNetwork(network) {
      const chain = network.walletNetworkNames.unisat
      if (!chain || typeof provider.switchChain !== 'function')
        throw new BitcoinNetworkUnsupportedError({ wallet: name, network: network.name })
      await ask(() => method('switchChain')(chain))
    },
    subscribe(listener) {
      const onAccounts = (addresses: unknown) => {
        void toAccounts(readStrings(addresses)).then((accounts) =>
          listener(accounts.length === 0 ? { type: 'disconnect' } : { type: 'accountsChanged', accounts }),
        )
      }
      const onNetwork = () => listener({ type: 'networkChanged' })
      const events = { accountsChanged: onAccounts, networkChanged: onNetwork, chainChanged: onNetwork }
      for (const [event, handler] of Object.entries(events)) provider.on?.(event, handler)
      return () => {
        for (const [event, handler] of Object.entries(events)) provider.removeListener?.(event, handler)
      }
    },
    async disconnect() {
      if (typeof provider.disconnect === 'function') await ask(() => method('disconnect')())
    },
  }
  return wallet
}
