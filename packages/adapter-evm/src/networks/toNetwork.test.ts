import { defineChain } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainIdOf, toNetwork } from './toNetwork.js'

const chain = defineChain({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://base.example'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.example' } },
})

describe('toNetwork', () => {
  it('maps a viem chain to a core network with its CAIP-2 id', () => {
    expect(toNetwork(chain)).toMatchInlineSnapshot(`
      {
        "blockExplorers": {
          "default": {
            "name": "Basescan",
            "url": "https://basescan.example",
          },
        },
        "caipNetworkId": "eip155:8453",
        "chainNamespace": "eip155",
        "id": 8453,
        "name": "Base",
        "nativeCurrency": {
          "decimals": 18,
          "name": "Ether",
          "symbol": "ETH",
        },
        "rpcUrls": {
          "default": {
            "http": [
              "https://base.example",
            ],
          },
        },
      }
    `)
  })

  it('keeps the testnet flag', () => {
    expect(toNetwork({ ...chain, testnet: true }).testnet).toBe(true)
    expect(chainIdOf({ id: '31337' })).toBe(31337)
  })
})
