import { PayCancelledError, type PayRequest } from '@latchkit/core'
import { useState } from 'react'
import { useDemoKit } from '../kit/DemoKitContext.js'
import { messageOf } from './messageOf.js'

/** Where the demo shop's payments go (an address no rig test account uses). */
export const demoShopAddress = '0xc0ffee254729296a45a3885639ac7e10f9d54979'

/**
 * A shop's checkout (the pay feature, `?shop=on`): each button asks the visitor to pay a fixed amount with
 * `kit.pay`, in the rig's first EVM chain's ETH or its lUSD token; the page shows how it ended.
 */
export function PaySection() {
  const { kit, rig } = useDemoKit()
  const [outcome, setOutcome] = useState('')
  const chain = rig.evmChains[0]
  if (!chain || !kit.getState().featureModules.pay) return null
  const network = `eip155:${chain.chainId}` as const
  const lusd = chain.tokens.find((token) => token.symbol === 'lUSD')
  const orders: { label: string; request: PayRequest }[] = [
    { label: 'Pay 0.01 ETH', request: { recipient: demoShopAddress, amount: '0.01', network } },
    ...(lusd
      ? [
          {
            label: 'Pay 5 lUSD',
            request: {
              recipient: demoShopAddress,
              amount: '5',
              network,
              asset: { address: lusd.address, symbol: lusd.symbol, decimals: lusd.decimals },
            },
          },
        ]
      : []),
  ]
  const pay = (request: PayRequest) => {
    setOutcome('')
    kit.pay(request).then(
      (result) => setOutcome(`Paid: ${result.hash}`),
      (error: unknown) =>
        setOutcome(
          error instanceof PayCancelledError ? 'Payment cancelled' : `Not paid: ${messageOf(error)}`,
        ),
    )
  }
  return (
    <section aria-labelledby="pay-title">
      <h2 id="pay-title">Pay the demo shop</h2>
      {orders.map((order) => (
        <button key={order.label} type="button" onClick={() => pay(order.request)}>
          {order.label}
        </button>
      ))}
      <p>
        Payment: <output aria-label="Payment">{outcome}</output>
      </p>
    </section>
  )
}
