import type { BitcoinWalletAccountInfo } from '../wallets/bitcoin/bitcoinWalletAccounts.js'
import type { BitcoinTestWallet } from '../wallets/bitcoin/createBitcoinWallet.js'
import { ProviderRpcError } from '../wallets/providerRpcError.js'
import {
  invalidParams,
  unauthorizedAccount,
  unsupportedMethod,
  WalletRequestError,
} from './walletRequestError.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** WalletConnect's `signInputs` (`[{ address, index }]`) as the test wallet's `{ address: [indexes] }`. */
function toSignInputs(value: unknown): Record<string, number[]> | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) throw invalidParams('"signInputs" must be a list of { address, index }')
  const signInputs: Record<string, number[]> = {}
  for (const entry of value) {
    const { address, index } = isRecord(entry) ? entry : {}
    if (typeof address !== 'string' || !Number.isInteger(index))
      throw invalidParams('"signInputs" must be a list of { address, index }')
    signInputs[address] = [...(signInputs[address] ?? []), index as number]
  }
  return signInputs
}

/**
 * Answers the `bip122` requests of a session (WalletConnect's Bitcoin RPC: `getAccountAddresses`,
 * `signMessage`, `signPsbt`) with a Bitcoin test wallet. The dapp's metadata URL is the origin
 * the wallet knows the site by, so the wallet's own keys, prompts (`reject`, `hold`) and request
 * log serve WalletConnect as they serve a page. The rig wallet does not build transactions:
 * `sendTransfer` is not approved, and answered 4200 if asked anyway.
 */
export function createBitcoinRequestHandler(wallet: BitcoinTestWallet) {
  const ask = async (method: string, params: Record<string, unknown>, origin: string) => {
    try {
      return await wallet.request({ method, params }, origin)
    } catch (error) {
      throw error instanceof ProviderRpcError ? new WalletRequestError(error.code, error.message) : error
    }
  }
  const requireOwnAccount = (account: unknown) => {
    if (account !== wallet.payment.address && account !== wallet.ordinal.address)
      throw unauthorizedAccount(String(account))
  }

  return {
    /** Approving a session connects the dapp to the wallet (the test's user may reject `connect`). */
    async authorize(origin: string): Promise<void> {
      await ask('connect', {}, origin)
    },

    async answer(method: string, params: unknown, origin: string): Promise<unknown> {
      const fields = isRecord(params) ? params : {}
      switch (method) {
        case 'getAccountAddresses': {
          requireOwnAccount(fields.account)
          const { accounts } = (await ask(
            'connect',
            { silent: true, purposes: fields.intentions },
            origin,
          )) as { accounts: BitcoinWalletAccountInfo[] }
          return accounts.map(({ address, publicKey, purpose }) => ({
            address,
            publicKey,
            intention: purpose,
          }))
        }
        case 'signMessage': {
          requireOwnAccount(fields.account)
          const signed = (await ask(
            'signMessage',
            {
              address: fields.address ?? fields.account,
              message: fields.message,
              protocol: fields.protocol ?? 'ecdsa',
            },
            origin,
          )) as { address: string; signature: string; messageHash: string }
          // The Bitcoin RPC's signature is hex; the test wallet signs in base64.
          const signature = Buffer.from(signed.signature, 'base64').toString('hex')
          return { address: signed.address, signature, messageHash: signed.messageHash }
        }
        case 'signPsbt': {
          requireOwnAccount(fields.account)
          const signInputs = toSignInputs(fields.signInputs)
          const broadcast = fields.broadcast === true
          return ask('signPsbt', { psbt: fields.psbt, signInputs, broadcast }, origin)
        }
        default:
          throw unsupportedMethod(method)
      }
    },
  }
}
