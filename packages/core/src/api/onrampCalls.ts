import type { BlockchainApi } from '../contracts/blockchainApi.js'
import type { HttpClient } from '../contracts/http.js'
import type { Logger } from '../contracts/logger.js'
import { requestDecoded } from '../http/requestDecoded.js'
import { onrampOptions, onrampQuote, onrampUrl, smartSessions } from './decoders.js'
import { fallbackOnrampOptions, mockOnrampQuote } from './onrampFallbacks.js'

type OnrampCalls = Pick<
  BlockchainApi,
  'generateOnrampUrl' | 'getOnrampOptions' | 'getOnrampQuote' | 'getSessions' | 'revokeSession'
>

const segment = encodeURIComponent

/** Onramp (with the spec's fallbacks) and smart sessions. */
export function createOnrampCalls(http: HttpClient, logger: Logger): OnrampCalls {
  return {
    generateOnrampUrl: (parameters) =>
      requestDecoded(http, 'post', onrampUrl, { path: '/v1/generators/onrampurl', body: parameters }),

    async getOnrampOptions() {
      try {
        return await requestDecoded(http, 'get', onrampOptions, { path: '/v1/onramp/options' })
      } catch (error) {
        logger.warn('Onramp options could not be fetched; using the built-in options', error)
        return fallbackOnrampOptions
      }
    },

    async getOnrampQuote(parameters) {
      try {
        return await requestDecoded(http, 'post', onrampQuote, { path: '/v1/onramp/quote', body: parameters })
      } catch (error) {
        logger.warn('No onramp quote could be fetched; showing the amount without fees', error)
        return mockOnrampQuote(parameters)
      }
    },

    async getSessions({ address }) {
      const answer = await requestDecoded(http, 'get', smartSessions, {
        path: `/v1/sessions/${segment(address)}`,
      })
      return answer.pcis
    },

    async revokeSession({ address, pci, signature }) {
      await http.post({ path: `/v1/sessions/${segment(address)}/revoke`, body: { pci, signature } })
    },
  }
}
