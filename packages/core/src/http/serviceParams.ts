import type { HttpQueryValue } from '../contracts/http.js'

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

/** The query that identifies the SDK and project on every request to a service (spec section 7). */
export function serviceParams(parameters: ServiceClientParameters): Record<string, HttpQueryValue> {
  return {
    st: parameters.sdkType ?? 'latchkit',
    sv: parameters.sdkVersion,
    projectId: parameters.projectId,
  }
}
