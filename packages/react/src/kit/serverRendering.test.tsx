// Node, no DOM: as on a server that renders each visitor's request.

import { testNetworks } from '@latchkit/testing/test-adapter'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { useLatchKitNetwork } from '../hooks/useLatchKitNetwork.js'
import { testKitParameters } from '../testKit.js'
import { createLatchKit } from './createLatchKit.js'
import { LatchKitProvider } from './KitContext.js'

function NetworkName() {
  return <p>{useLatchKitNetwork().caipNetwork?.name ?? 'none'}</p>
}

test('on a server, a kit made for one request never serves another request', () => {
  const first = createLatchKit({ ...testKitParameters(), defaultNetwork: testNetworks.optimism })
  const second = createLatchKit({ ...testKitParameters(), defaultNetwork: testNetworks.ethereum })
  // Each request's tree reads its own kit, whichever was made last.
  expect(renderToString(<LatchKitProvider kit={first}>{<NetworkName />}</LatchKitProvider>)).toContain(
    testNetworks.optimism.name,
  )
  expect(renderToString(<LatchKitProvider kit={second}>{<NetworkName />}</LatchKitProvider>)).toContain(
    testNetworks.ethereum.name,
  )
  // Without a provider there is no hidden "last kit" to fall back on: a clear error instead.
  expect(() => renderToString(<NetworkName />)).toThrowError(/LatchKitProvider/)
  first.destroy()
  second.destroy()
})
