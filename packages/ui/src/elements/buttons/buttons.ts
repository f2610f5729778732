import { LatchButtonBase } from './LatchButtonBase.js'

/** `<latch-button>`: "Connect Wallet" until connected, then the account (opens Connect or Account). */
export class LatchButtonElement extends LatchButtonBase {
  readonly kind = 'button'
}

/** `<latch-connect-button>`: always "Connect Wallet" (opens Connect). */
export class LatchConnectButtonElement extends LatchButtonBase {
  readonly kind = 'connect'
}

/** `<latch-account-button>`: the connected account with its avatar; hidden while disconnected. */
export class LatchAccountButtonElement extends LatchButtonBase {
  readonly kind = 'account'
}

/** `<latch-network-button>`: the active network's name (opens the network list). */
export class LatchNetworkButtonElement extends LatchButtonBase {
  readonly kind = 'network'
}
