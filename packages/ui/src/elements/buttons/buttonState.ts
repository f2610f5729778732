import type { ButtonStringId } from '../../i18n/buttonStrings.en.js'
import type { Translate } from '../../i18n/translate.js'

export type ButtonStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** What a kit button renders from; the kit's state maps onto it (see `button.state`). */
export type ButtonState = {
  status: ButtonStatus
  /** Overrides the text the button derives (e.g. a name service name for the account). */
  label?: string | undefined
  /** The connected address, plain or CAIP-10; with a connecting status, the one being restored. */
  address?: string | undefined
  /** The account's profile name, shown instead of the truncated address. */
  profileName?: string | undefined
  /** The account's balance as shown (e.g. `1.5 ETH`); `<latch-account-button>` shows it. */
  balance?: string | undefined
  networkName?: string | undefined
}

export type ButtonKind = 'button' | 'connect' | 'account' | 'network'

/** How a button looks for a state: its text, whether it shows an avatar, the view it opens. */
export type ButtonLook = {
  text: string
  /** Accessible name when the text alone would be unclear (a bare address). */
  accessibleName: string | undefined
  avatarAddress: string | undefined
  /** Secondary text beside the main one (the balance on the account button). */
  detail: string | undefined
  view: string
  variant: 'primary' | 'neutral'
  isBusy: boolean
  isHidden: boolean
}

/** `0x1234…cdef` for long addresses; CAIP-10 ids show only their address. */
export function truncateAddress(address: string): string {
  const bare = address.split(':').pop() ?? address
  return bare.length > 13 ? `${bare.slice(0, 6)}…${bare.slice(-4)}` : bare
}

/** Derives a button's look from its kind and state (pure, so each rule is unit-tested). */
export function describeButton(
  kind: ButtonKind,
  state: ButtonState,
  t: Translate<ButtonStringId>,
): ButtonLook {
  // A stored account being restored looks connected: no placeholder, no flash once it is.
  const isConnected = state.status !== 'disconnected' && state.address !== undefined
  const isBusy = !isConnected && state.status !== 'disconnected'
  const base = {
    accessibleName: undefined,
    avatarAddress: undefined,
    detail: undefined,
    isBusy,
    isHidden: false,
  }
  if (kind === 'network')
    return {
      ...base,
      isBusy: false,
      text: state.label ?? state.networkName ?? t('selectNetwork'),
      accessibleName: state.networkName ? `${t('network')}: ${state.networkName}` : undefined,
      view: 'Networks',
      variant: 'neutral',
    }
  if (isConnected && kind !== 'connect') {
    const text = state.label ?? state.profileName ?? truncateAddress(state.address as string)
    const detail = kind === 'account' ? state.balance : undefined
    return {
      ...base,
      text,
      detail,
      accessibleName: `${t('account')}: ${detail ? `${text}, ${detail}` : text}`,
      avatarAddress: state.address,
      // Until the wallet answered there is no account to show: the modal opens as for connecting.
      view: state.status === 'connected' ? 'Account' : 'Connect',
      variant: 'neutral',
    }
  }
  return {
    ...base,
    text: isBusy ? t('connecting') : (state.label ?? t('connectWallet')),
    view: 'Connect',
    variant: 'primary',
    isHidden: kind === 'account',
  }
}
