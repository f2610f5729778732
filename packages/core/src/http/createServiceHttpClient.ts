import type { HttpClient } from '../contracts/http.js'
import { createHttpClient } from './createHttpClient.js'

/** What the kit's service clients (wallet registry, provider API) are built from. */
export type ServiceClientParameters = {
  /** The service's base URL. */
  baseUrl: string
  projectId: string
  /** Sent as `st` on every request. @default 'latchkit' */
  sdkType?: string | undefined
  /** Sent as `sv` on every request, e.g. `react-evm-0.1.0`. */
  sdkVersion: string
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/** An HTTP client that identifies the SDK and project (`st`, `sv`, `projectId`) on every request. */
export function createServiceHttpClient(parameters: ServiceClientParameters): HttpClient {
  return createHttpClient({
    baseUrl: parameters.baseUrl,
    fetch: parameters.fetch,
    defaultParams: {
      st: parameters.sdkType ?? 'latchkit',
      sv: parameters.sdkVersion,
      projectId: parameters.projectId,
    },
  })
}
