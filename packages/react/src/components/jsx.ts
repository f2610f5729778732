import type { ChainNamespace } from '@latchkit/core'
import type {
  LatchAccountButtonElement,
  LatchButtonElement,
  LatchConnectButtonElement,
  LatchNetworkButtonElement,
} from '@latchkit/ui'
import type { DetailedHTMLProps, HTMLAttributes } from 'react'

/** The JSX props of a kit button element: HTML attributes plus its chain namespace. */
type ButtonElementProps<element> = DetailedHTMLProps<HTMLAttributes<element>, element> & {
  namespace?: ChainNamespace | undefined
}

// Typed JSX for the kit's custom elements, so `<latch-button />` type-checks in React 19 apps.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'latch-button': ButtonElementProps<LatchButtonElement>
      'latch-connect-button': ButtonElementProps<LatchConnectButtonElement>
      'latch-account-button': ButtonElementProps<LatchAccountButtonElement>
      'latch-network-button': ButtonElementProps<LatchNetworkButtonElement>
    }
  }
}
