import { expect, test } from 'vitest'
import * as clients from './clients.js'

test('the clients entry: the service clients, apart from the kit', () => {
  expect(Object.keys(clients).sort()).toEqual([
    'createAnalytics',
    'createBlockchainApi',
    'createHttpClient',
    'createWalletRegistry',
    'fallbackOnrampOptions',
    'fetchAllowedOrigins',
    'isOriginAllowed',
    'mockedOnrampQuoteId',
  ])
})
