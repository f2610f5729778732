import type { BlockchainApi } from '../contracts/blockchainApi.js'
import { loadOnce } from '../utils/loadOnce.js'
import type { CreateBlockchainApiParameters } from './createBlockchainApi.js'

type Method = keyof BlockchainApi
type AnyCall = (...args: never[]) => Promise<unknown>

// Every call of the contract: a key missing here fails to compile.
const methods: Record<Method, true> = {
  getSupportedChains: true,
  isNetworkSupported: true,
  getIdentity: true,
  getTransactions: true,
  getBalances: true,
  getSwapQuotes: true,
  getSwapTokens: true,
  getSwapAllowance: true,
  getGasPrice: true,
  buildSwapTransaction: true,
  buildApproveTransaction: true,
  getFungiblePrices: true,
  lookupName: true,
  reverseLookupName: true,
  getNameSuggestions: true,
  registerName: true,
  generateOnrampUrl: true,
  getOnrampOptions: true,
  getOnrampQuote: true,
  getSessions: true,
  revokeSession: true,
}

/**
 * A provider API client whose code is downloaded (`import()`) and built on its first call, so a
 * page that never asks for a name, token balance or swap neither loads it nor calls the API.
 */
export function createLazyBlockchainApi(parameters: CreateBlockchainApiParameters): BlockchainApi {
  const client = loadOnce(() =>
    import('./createBlockchainApi.js').then(
      (module) => module.createBlockchainApi(parameters) as unknown as Record<Method, AnyCall>,
    ),
  )
  const api = {} as Record<Method, AnyCall>
  for (const method of Object.keys(methods) as Method[])
    api[method] = async (...args: never[]) => (await client.get())[method](...args)
  return api as unknown as BlockchainApi
}
