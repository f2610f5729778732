import { base64 } from '@scure/base'
import { deriveAccounts, type WalletAccountKeys } from '../../keys/accounts.js'
import { createAdditionalShare } from '../../keys/additionalShare.js'
import type { DeviceShareStore } from '../../keys/deviceShareStore.js'
import {
  openRecoveryShare,
  type SealRecoveryShareOptions,
  sealRecoveryShare,
} from '../../keys/recoveryEnvelope.js'
import type { RecoverySecret } from '../../keys/recoveryEnvelopeShape.js'
import { createWalletSecret } from '../../keys/seed.js'
import { splitWalletSecret } from '../../keys/shares.js'
import { wipe } from '../../keys/wipe.js'
import { withWalletAccounts } from '../../keys/withWalletSecret.js'
import type { WalletResponse } from '../../server/api.js'
import type { FrameSession } from '../service/frameSession.js'
import type { ServiceClient } from '../service/serviceClient.js'
import { WalletAddressMismatchError, WalletNotReadyError } from './errors.js'

/** The visitor's addresses (what the site may know). */
export type WalletAddresses = { evmAddress: string; solanaAddress: string }

/**
 * The visitor's keys in the frame (SECURITY.md, "Keys"). A new wallet's secret is split 2-of-3:
 * this device keeps one share (wrapped by a non-extractable key of the frame's origin), the
 * service keeps the auth share (released to a live session only), and the recovery share is
 * sealed under the visitor's recovery secret. A new device opens the recovery share with that
 * secret and makes a device share of its own (another share of the same wallet). Every signature
 * rebuilds the secret from the device share and the auth share, in memory, for that operation
 * only.
 */
export function createWalletVault(parameters: {
  service: ServiceClient
  session: FrameSession
  shares: DeviceShareStore
  recovery?: SealRecoveryShareOptions
  /**
   * The service keeps the recovery share itself (custodial, the operator's choice): no recovery
   * secret is asked for; `create` and `recover` take none.
   */
  managedRecovery?: boolean
}) {
  const { service, session, shares } = parameters

  const userId = () => {
    const current = session.current()
    if (!current) throw new WalletNotReadyError()
    return current.userId
  }

  async function storedWallet(): Promise<WalletResponse> {
    return session.authorized((token) => service.wallet(token))
  }

  return {
    /** Where the signed-in visitor's wallet stands on this device. */
    async step(): Promise<'ready' | 'create' | 'recover'> {
      const { wallet } = await session.authorized((token) => service.me(token))
      if (!wallet) return 'create'
      return (await shares.loadDeviceShare(userId())) ? 'ready' : 'recover'
    },

    /** Whether the visitor is asked for a recovery secret (not with managed recovery). */
    needsRecoverySecret: parameters.managedRecovery !== true,

    /** What protects the stored wallet's recovery share: the visitor's password or passkey, or the service (managed). */
    async recoveryKind(): Promise<'password' | 'passkey' | 'managed'> {
      const stored = await storedWallet()
      if (!('recoveryEnvelope' in stored)) return 'managed'
      return stored.recoveryEnvelope.kind === 'passkey-prf' ? 'passkey' : 'password'
    },

    /** Makes the visitor's wallet: a new secret, its three shares placed, the addresses stored. */
    async create(secret: RecoverySecret | undefined): Promise<WalletAddresses> {
      const walletSecret = createWalletSecret()
      try {
        const accounts = await deriveAccounts(walletSecret)
        const split = await splitWalletSecret(walletSecret)
        const addresses = { evmAddress: accounts.evm.address, solanaAddress: accounts.solana.address }
        wipe(accounts.solana.secretKey)
        const recovery = secret
          ? {
              recoveryEnvelope: (await sealRecoveryShare(
                split.recovery,
                secret,
                parameters.recovery,
              )) as unknown as Record<string, unknown>,
            }
          : { recoveryShare: base64.encode(split.recovery) }
        await session.authorized((token) =>
          service.putWallet(token, { ...addresses, authShare: base64.encode(split.auth), ...recovery }),
        )
        await shares.saveDeviceShare(userId(), split.device)
        wipe(split.auth, split.recovery, split.device)
        return addresses
      } finally {
        wipe(walletSecret)
      }
    },

    /**
     * Recovers the wallet on this device: the recovery share (opened with the visitor's secret, or
     * released by the service with managed recovery) and the auth share must rebuild the stored
     * addresses; the device then keeps a share of its own.
     * @throws {WrongRecoverySecretError} for a wrong password or passkey.
     */
    async recover(secret: RecoverySecret | undefined): Promise<WalletAddresses> {
      const stored = await storedWallet()
      let recoveryShare: Uint8Array
      if ('recoveryShare' in stored) recoveryShare = base64.decode(stored.recoveryShare)
      else if (secret) recoveryShare = await openRecoveryShare(stored.recoveryEnvelope, secret)
      else throw new WalletNotReadyError()
      const authShare = base64.decode(stored.authShare)
      const addresses = await withWalletAccounts([recoveryShare, authShare], (accounts) => ({
        evmAddress: accounts.evm.address,
        solanaAddress: accounts.solana.address,
      }))
      if (addresses.evmAddress !== stored.evmAddress || addresses.solanaAddress !== stored.solanaAddress)
        throw new WalletAddressMismatchError()
      // A share of this device's own (another point of the same polynomial): the other devices'
      // shares keep working, and the recovery share is not kept on the device.
      const deviceShare = await createAdditionalShare(recoveryShare, authShare)
      await shares.saveDeviceShare(userId(), deviceShare)
      wipe(recoveryShare, authShare, deviceShare)
      return addresses
    },

    /** The stored addresses of a ready wallet. */
    async addresses(): Promise<WalletAddresses> {
      const { wallet } = await session.authorized((token) => service.me(token))
      if (!wallet) throw new WalletNotReadyError()
      return wallet
    },

    /** Runs `use` with the account keys, rebuilt for it alone and wiped after. */
    async withAccounts<result>(
      use: (accounts: WalletAccountKeys) => Promise<result> | result,
    ): Promise<result> {
      const local = await shares.loadDeviceShare(userId())
      if (!local) throw new WalletNotReadyError()
      const stored = await storedWallet()
      const authShare = base64.decode(stored.authShare)
      try {
        return await withWalletAccounts([local, authShare], use)
      } finally {
        wipe(local, authShare)
      }
    },
  }
}

export type WalletVault = ReturnType<typeof createWalletVault>
