import type { HttpClient } from '../contracts/http.js'
import { arrayOfValid, object, string } from '../decode/decode.js'
import { AllowedOriginsError } from '../errors/api.js'
import { HttpError } from '../errors/http.js'
import { createServiceHttpClient, type ServiceClientParameters } from '../http/createServiceHttpClient.js'
import { requestDecoded } from '../http/requestDecoded.js'

const allowedOrigins = object({ allowedOrigins: arrayOfValid(string) })

/**
 * The project's allowed origins (GET /projects/v1/origins, spec sections 7 and 8): a 429 or a
 * 500-599 throws `AllowedOriginsError` ('Rate Limited', 'Server Error'); any other failure is an
 * empty list.
 *
 * @example
 * const origins = await fetchAllowedOrigins({ baseUrl, projectId, sdkVersion })
 * if (origins.length > 0 && !isOriginAllowed(location.origin, origins)) showOriginNotAllowed()
 */
export async function fetchAllowedOrigins(client: ServiceClientParameters | HttpClient): Promise<string[]> {
  const http = 'get' in client ? client : createServiceHttpClient(client)
  try {
    return (await requestDecoded(http, 'get', allowedOrigins, { path: '/projects/v1/origins' }))
      .allowedOrigins
  } catch (error) {
    if (error instanceof HttpError && (error.status === 429 || (error.status >= 500 && error.status <= 599)))
      throw new AllowedOriginsError({ status: error.status, cause: error })
    return []
  }
}
