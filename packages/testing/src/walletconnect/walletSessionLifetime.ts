import type SignClient from '@walletconnect/sign-client'
import type { WalletBehaviour } from './walletBehaviour.js'

/**
 * Lets the rig wallet grant short sessions: while `behaviour.sessionLifetimeSeconds` is set, the
 * expiry its `wc_sessionSettle` carries is that many seconds from now. The protocol leaves the
 * expiry to the wallet (the dapp only refuses one already past), but the sign client always
 * writes seven days and has no option for it, so the settle request is rewritten as it is
 * encrypted. The wallet's own record of the session keeps the seven days.
 */
export function grantSessionLifetime(client: SignClient, behaviour: WalletBehaviour): void {
  const { crypto } = client.core
  const encode = crypto.encode.bind(crypto)
  crypto.encode = (topic, payload, options) => {
    const seconds = behaviour.sessionLifetimeSeconds
    if (seconds === undefined || !('method' in payload) || payload.method !== 'wc_sessionSettle')
      return encode(topic, payload, options)
    const expiry = Math.floor(Date.now() / 1000) + seconds
    return encode(topic, { ...payload, params: { ...(payload.params as object), expiry } }, options)
  }
}
