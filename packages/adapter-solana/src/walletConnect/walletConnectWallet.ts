import {
  announcedChain,
  type WalletConnectProvider,
  type WalletConnectSessionEvent,
  type WalletConnectSessionUpdate,
} from '@latchkit/core'
import { AccountNotSignerError } from '../errors/sendErrors.js'
import type { SolanaChain } from '../networks/solanaNetworks.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { base64ToBytes, bytesToBase64 } from '../utils/base64.js'
import { deserializeTransaction, serializeTransaction } from '../wallets/serializeTransaction.js'
import type { SolanaTransaction, SolanaWallet, SolanaWalletAccount } from '../wallets/solanaWallet.js'
import { solanaAccountsOn } from './sessionAccounts.js'

/** The kit's connector id of WalletConnect. */
export const walletConnectConnectorId = 'walletConnect'

/** Puts a wallet's detached signature on the transaction, for wallets that answer only the signature. */
async function withSignature<transaction extends SolanaTransaction>(
  transaction: transaction,
  account: SolanaWalletAccount,
  signature: Uint8Array,
): Promise<transaction> {
  const { PublicKey } = await import('@solana/web3.js')
  const signer = new PublicKey(account.publicKey)
  if (!('version' in transaction)) {
    transaction.addSignature(signer, signature as never)
    return transaction
  }
  const index = transaction.message.staticAccountKeys.findIndex((key) => key.equals(signer))
  if (index === -1) throw new AccountNotSignerError({ address: account.address })
  transaction.signatures[index] = signature
  return transaction
}

/**
 * The Solana part of a WalletConnect session as the adapter's {@link SolanaWallet}: requests go
 * to the wallet over the session with the WalletConnect Solana methods (`solana_signMessage`,
 * `solana_signTransaction`, `solana_signAndSendTransaction`). The kit owns the session, so
 * `connect` and `disconnect` only answer what the session holds.
 */
export function fromWalletConnect(parameters: {
  provider: WalletConnectProvider
  accounts: SolanaWalletAccount[]
  chains: readonly string[]
  /** The session's network the connection is on now (CAIP-2): the site or the wallet may move it. */
  chain: () => string
  /** Told of another approved chain the wallet moved to (its `chainChanged` event), CAIP-2. */
  onChainChanged: (chain: string) => void
  name: string
  icon: string | undefined
}): SolanaWallet {
  const { provider, chains, chain } = parameters
  let accounts = parameters.accounts
  const request = <result>(method: string, params: unknown, chain: SolanaChain) =>
    provider.request<result>({ method, params }, chain)
  const defaultChain = () => chains[0] as SolanaChain
  return {
    id: walletConnectConnectorId,
    name: parameters.name,
    icon: parameters.icon,
    type: 'WALLET_CONNECT',
    provider,
    supportsChain: (wanted) => wanted.find((chain) => chains.includes(chain)),
    connect: async () => accounts,
    disconnect: async () => undefined,
    accounts: () => accounts,
    // The wallet changes accounts by updating the session's namespaces (session_update) or by
    // announcing them (session_event accountsChanged on a solana chain). The connection follows
    // the wallet through this subscription alone (it lasts as long as the connection), so the
    // wallet's move to another approved cluster (session_event chainChanged) is followed here too.
    onAccountsChanged(listener) {
      const take = (entries: readonly unknown[]) => {
        accounts = solanaAccountsOn(entries, chain())
        listener(accounts)
      }
      const onUpdate = (update: WalletConnectSessionUpdate) => {
        const solana = update?.params?.namespaces?.solana
        if (solana) take(solana.accounts ?? [])
      }
      const onEvent = (event: WalletConnectSessionEvent) => {
        const { event: announced, chainId } = event?.params ?? {}
        if (
          announced?.name === 'accountsChanged' &&
          chainId?.startsWith('solana:') &&
          Array.isArray(announced.data)
        )
          take(announced.data)
        const moved = announcedChain(event, 'solana')
        if (moved && moved !== chain() && chains.includes(moved)) parameters.onChainChanged(moved)
      }
      provider.on('session_update', onUpdate as never)
      provider.on('session_event', onEvent as never)
      return () => {
        provider.removeListener('session_update', onUpdate as never)
        provider.removeListener('session_event', onEvent as never)
      }
    },
    canSignMessage: true,
    canSignTransaction: true,
    async signMessage({ account, message }) {
      const { signature } = await request<{ signature: string }>(
        'solana_signMessage',
        { message: encodeBase58(message), pubkey: account.address },
        defaultChain(),
      )
      return decodeBase58(signature)
    },
    async signTransaction({ account, transaction, chain }) {
      const answer = await request<{ signature: string; transaction?: string }>(
        'solana_signTransaction',
        { transaction: bytesToBase64(serializeTransaction(transaction)), pubkey: account.address },
        chain,
      )
      if (answer.transaction) return deserializeTransaction(transaction, base64ToBytes(answer.transaction))
      return withSignature(transaction, account, decodeBase58(answer.signature))
    },
    async signAndSendTransaction({ account, transaction, chain, options }) {
      const { signature } = await request<{ signature: string }>(
        'solana_signAndSendTransaction',
        {
          transaction: bytesToBase64(serializeTransaction(transaction)),
          pubkey: account.address,
          ...(options ? { sendOptions: options } : {}),
        },
        chain,
      )
      return signature
    },
  }
}
