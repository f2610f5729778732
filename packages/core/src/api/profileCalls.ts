import { accountNameSuffix } from '../constants.js'
import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { HttpClient } from '../contracts/http.js'
import { HttpError } from '../errors/http.js'
import { requestDecoded } from '../http/requestDecoded.js'
import { nameProfile, nameProfiles, nameSuggestions } from './decoders.js'

type ProfileCalls = Pick<
  BlockchainApi,
  'lookupName' | 'reverseLookupName' | 'getNameSuggestions' | 'registerName'
>

const apiVersion = 2
const defaultZone = accountNameSuffix.replace(/^\./, '')
const segment = encodeURIComponent

/** Registered names (spec section 7): look-up, reverse look-up, suggestions and registration. */
export function createProfileCalls(http: HttpClient): ProfileCalls {
  return {
    async lookupName({ name, signal }) {
      try {
        return await requestDecoded(http, 'get', nameProfile, {
          path: `/v1/profile/account/${segment(name)}`,
          params: { apiVersion },
          signal,
        })
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null
        throw error
      }
    },

    reverseLookupName: ({ address, sender, signal }) =>
      requestDecoded(http, 'get', nameProfiles, {
        path: `/v1/profile/reverse/${segment(address)}`,
        params: { sender, apiVersion },
        signal,
      }),

    async getNameSuggestions({ name, zone = defaultZone, signal }) {
      const answer = await requestDecoded(http, 'get', nameSuggestions, {
        path: `/v1/profile/suggestions/${segment(name)}`,
        params: { zone },
        signal,
      })
      return answer.suggestions
    },

    async registerName({ coinType, address, message, signature }) {
      // A failed registration throws (HttpError); whatever an OK answer holds means success.
      await http.post({
        path: '/v1/profile/account',
        body: { coin_type: coinType, address, message, signature },
        retry: false,
      })
      return { success: true }
    },
  }
}
