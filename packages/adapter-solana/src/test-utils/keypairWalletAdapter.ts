import { createPrivateKey, sign } from 'node:crypto'
import {
  BaseMessageSignerWalletAdapter,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import type {
  Keypair,
  PublicKey,
  Transaction,
  TransactionVersion,
  VersionedTransaction,
} from '@solana/web3.js'

/** A wallet-adapter-base adapter holding a key pair in Node: what a site passes as `connectors`. */
export class KeypairWalletAdapter extends BaseMessageSignerWalletAdapter {
  name = 'Keypair Wallet' as WalletName<'Keypair Wallet'>
  url = 'https://latchkit.dev'
  icon = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
  readyState = WalletReadyState.Installed
  connecting = false
  supportedTransactionVersions: ReadonlySet<TransactionVersion> = new Set(['legacy', 0] as const)
  /** Whether the next `connect` or signature is refused as the visitor would (code 4001). */
  rejectNext = false
  #publicKey: PublicKey | null = null
  readonly #keypair: Keypair

  constructor(keypair: Keypair) {
    super()
    this.#keypair = keypair
  }

  get publicKey() {
    return this.#publicKey
  }

  #refuse(): void {
    if (!this.rejectNext) return
    this.rejectNext = false
    throw new WalletSignTransactionError('User rejected the request.', { code: 4001 })
  }

  async connect() {
    this.#refuse()
    this.#publicKey = this.#keypair.publicKey
    this.emit('connect', this.#keypair.publicKey)
  }

  async disconnect() {
    this.#publicKey = null
    this.emit('disconnect')
  }

  async signTransaction<T extends Transaction | VersionedTransaction>(transaction: T): Promise<T> {
    if (!this.#publicKey) throw new WalletNotConnectedError()
    this.#refuse()
    if ('version' in transaction) transaction.sign([this.#keypair])
    else transaction.partialSign(this.#keypair)
    return transaction
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    if (!this.#publicKey) throw new WalletNotConnectedError()
    this.#refuse()
    const seed = this.#keypair.secretKey.slice(0, 32)
    const key = createPrivateKey({
      key: {
        kty: 'OKP',
        crv: 'Ed25519',
        d: Buffer.from(seed).toString('base64url'),
        x: Buffer.from(this.#keypair.publicKey.toBytes()).toString('base64url'),
      },
      format: 'jwk',
    })
    return new Uint8Array(sign(null, message, key))
  }
}
