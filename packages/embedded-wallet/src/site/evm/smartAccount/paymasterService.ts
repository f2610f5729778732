import { http } from 'viem'
import {
  createPaymasterClient,
  type GetPaymasterDataParameters,
  type GetPaymasterStubDataParameters,
} from 'viem/account-abstraction'
import { PaymasterServiceError } from './errors.js'

/** The dapp's ERC-7677 paymaster for one batch: its endpoint and the context it asked to pass. */
export type SmartAccountPaymaster = { url: string; context?: Record<string, unknown> | undefined }

/**
 * viem's ERC-7677 paymaster client for `url`, its failures turned into {@link PaymasterServiceError}
 * so the dapp reads who refused. One retry only: a refusal is final, and the visitor is waiting.
 */
export function paymasterFor(url: string) {
  const client = createPaymasterClient({ transport: http(url, { retryCount: 1 }) })
  const refused = (cause: unknown): never => {
    throw new PaymasterServiceError({ url, cause })
  }
  return {
    getPaymasterStubData: (parameters: GetPaymasterStubDataParameters) =>
      client.getPaymasterStubData(parameters).catch(refused),
    getPaymasterData: (parameters: GetPaymasterDataParameters) =>
      client.getPaymasterData(parameters).catch(refused),
  }
}
