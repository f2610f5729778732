import type { HttpClient, HttpRequestParameters } from '../contracts/http.js'
import { type Decoder, invalid } from '../decode/decode.js'
import { UnexpectedResponseError } from '../errors/api.js'

/**
 * A request whose JSON body is read with `decoder`; a body of the wrong shape throws
 * `UnexpectedResponseError` (HTTP failures throw the client's own errors).
 */
export async function requestDecoded<value>(
  http: HttpClient,
  method: 'get' | 'post',
  decoder: Decoder<value>,
  request: HttpRequestParameters,
): Promise<value> {
  const body = await http[method](request)
  const value = decoder(body)
  if (value === invalid) throw new UnexpectedResponseError({ path: request.path, body })
  return value
}
