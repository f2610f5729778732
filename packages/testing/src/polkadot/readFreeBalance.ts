import '@polkadot/api-augment'
import type { ApiPromise } from '@polkadot/api'

/** An account's free balance in planck, as `System.Account` holds it. */
export async function readFreeBalance(api: ApiPromise, address: string): Promise<bigint> {
  return (await api.query.system.account(address)).data.free.toBigInt()
}
