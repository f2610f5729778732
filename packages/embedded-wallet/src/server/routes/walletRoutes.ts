import type { MeResponse, PutWalletResponse, WalletResponse } from '../api.js'
import { authenticate } from '../auth/authenticate.js'
import { openSecret, sealSecret } from '../crypto/sealSecret.js'
import { ApiError } from '../http/apiError.js'
import type { ApiRoute } from '../service/apiRequest.js'
import { findWallet, insertWallet } from '../store/walletsStore.js'
import { readWalletBody } from '../wallet/readWalletBody.js'
import { authShareContext, recoveryShareContext } from '../wallet/shareContexts.js'

export const walletRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/v1/me',
    async handle(request) {
      const { user } = await authenticate(request)
      const wallet = await findWallet(request.service.database, user.id)
      const body: MeResponse = {
        user: { id: user.id, email: user.email },
        wallet: wallet ? { evmAddress: wallet.evmAddress, solanaAddress: wallet.solanaAddress } : null,
      }
      return { body }
    },
  },
  {
    // Keeps the wallet the frame made: the auth share sealed under the key-encryption key.
    method: 'PUT',
    path: '/v1/wallet',
    async handle(request) {
      const { user } = await authenticate(request)
      const { config, database } = request.service
      const wallet = readWalletBody(await request.body(), config.recoveryKey !== undefined)
      const result = await insertWallet(database, user.id, {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        sealedAuthShare: sealSecret(config.keyEncryptionKey, wallet.authShare, authShareContext(user.id)),
        recoveryEnvelope:
          'recoveryEnvelope' in wallet.recovery ? wallet.recovery.recoveryEnvelope : undefined,
        sealedRecoveryShare:
          'recoveryShare' in wallet.recovery && config.recoveryKey
            ? sealSecret(config.recoveryKey, wallet.recovery.recoveryShare, recoveryShareContext(user.id))
            : undefined,
        createdAt: request.now,
      })
      wallet.authShare.fill(0)
      if ('recoveryShare' in wallet.recovery) wallet.recovery.recoveryShare.fill(0)
      if (result === 'exists') throw new ApiError('conflict', 'This account already has a wallet.')
      const body: PutWalletResponse = {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        createdAt: request.now.toISOString(),
      }
      return { status: 201, body }
    },
  },
  {
    // Releases the auth share (and, with managed recovery, the recovery share) to the user's session.
    method: 'GET',
    path: '/v1/wallet',
    async handle(request) {
      const { user } = await authenticate(request)
      const { config, database } = request.service
      const wallet = await findWallet(database, user.id)
      if (!wallet) throw new ApiError('not_found', 'This account has no wallet yet.')
      const authShare = openSecret(
        config.keyEncryptionKey,
        wallet.sealedAuthShare,
        authShareContext(user.id),
        'auth share',
      )
      const recovery = wallet.sealedRecoveryShare
        ? {
            recoveryShare: openSecret(
              // A row sealed under a recovery key while this service has none is a server error.
              config.recoveryKey ?? Buffer.alloc(0),
              wallet.sealedRecoveryShare,
              recoveryShareContext(user.id),
              'recovery share',
            ).toString('base64'),
          }
        : { recoveryEnvelope: wallet.recoveryEnvelope ?? {} }
      const body: WalletResponse = {
        evmAddress: wallet.evmAddress,
        solanaAddress: wallet.solanaAddress,
        authShare: authShare.toString('base64'),
        createdAt: wallet.createdAt.toISOString(),
        ...recovery,
      }
      authShare.fill(0)
      return { body }
    },
  },
]
