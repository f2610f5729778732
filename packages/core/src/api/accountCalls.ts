import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { HttpClient } from '../contracts/http.js'
import { requestDecoded } from '../http/requestDecoded.js'
import { balances, identity, transactionsPage } from './decoders.js'
import type { SupportedChainsGate } from './supportedChainsGate.js'

const segment = encodeURIComponent

/** Identity, history and balances; each returns an empty default on an unsupported network. */
export function createAccountCalls(
  http: HttpClient,
  gate: SupportedChainsGate,
): Pick<BlockchainApi, 'getIdentity' | 'getTransactions' | 'getBalances'> {
  return {
    async getIdentity({ address, sender, caipNetworkId, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return { name: null, avatar: null }
      return requestDecoded(http, 'get', identity, {
        path: `/v1/identity/${segment(address)}`,
        params: { sender },
        signal,
      })
    },

    async getTransactions({ account, cursor, caipNetworkId, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return { data: [], next: null }
      return requestDecoded(http, 'get', transactionsPage, {
        path: `/v1/account/${segment(account)}/history`,
        params: { cursor, chainId: caipNetworkId },
        signal,
      })
    },

    async getBalances({ address, currency, forceUpdate, caipNetworkId, signal }) {
      if (!(await gate.isNetworkSupported(caipNetworkId))) return []
      const answer = await requestDecoded(http, 'get', balances, {
        path: `/v1/account/${segment(address)}/balance`,
        params: { currency, chainId: caipNetworkId, forceUpdate },
        signal,
      })
      return answer.balances
    },
  }
}
