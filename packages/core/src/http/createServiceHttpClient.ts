import type { HttpClient } from '../contracts/http.js'
import { createHttpClient } from './createHttpClient.js'
import { type ServiceClientParameters, serviceParams } from './serviceParams.js'

export type { ServiceClientParameters } from './serviceParams.js'

/** An HTTP client that identifies the SDK and project (`st`, `sv`, `projectId`) on every request. */
export function createServiceHttpClient(parameters: ServiceClientParameters): HttpClient {
  return createHttpClient({
    baseUrl: parameters.baseUrl,
    fetch: parameters.fetch,
    defaultParams: serviceParams(parameters),
  })
}
