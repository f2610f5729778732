import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { toNetwork } from '../networks/toNetwork.js'
import { addressExplorerUrl } from './addressExplorerUrl.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('addressExplorerUrl', () => {
  it("links to the address on the network's default explorer", () => {
    expect(addressExplorerUrl({ address, network: toNetwork(mainnet) })).toBe(
      `https://etherscan.io/address/${address}`,
    )
  })

  it('has no link for a network without an explorer', () => {
    const { blockExplorers: _, ...withoutExplorer } = mainnet
    expect(addressExplorerUrl({ address, network: toNetwork(withoutExplorer) })).toBeUndefined()
  })
})
