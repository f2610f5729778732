import { expect, test } from 'vitest'
import * as core from './index.js'

test('public API', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "BaseError",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "chainNamespaces",
      "embeddedWalletNamespaces",
      "flowMessages",
      "formatCaipAddress",
      "formatCaipNetworkId",
      "formatMessage",
      "isChainNamespace",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "userVisibleMessages",
      "validationMessages",
    ]
  `)
})
