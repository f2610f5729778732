import { expect, test } from 'vitest'
import * as core from './index.js'

test('public API', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "chainNamespaces",
      "consoleLogger",
      "createCookieStorage",
      "createKitStorage",
      "createMemoryStorage",
      "embeddedWalletNamespaces",
      "flowMessages",
      "formatCaipAddress",
      "formatCaipNetworkId",
      "formatMessage",
      "isChainNamespace",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "socialProviders",
      "userVisibleMessages",
      "validationMessages",
    ]
  `)
})
