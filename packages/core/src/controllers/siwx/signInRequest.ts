import type { SiwxUnsignedMessage } from '../../contracts/siwx.js'

/** What the SIWXSignMessage view shows: the site asking, and the message the wallet will sign. */
export type SignInRequest = {
  site: {
    /** The site's name (its metadata), else the message's domain. */
    name: string
    /** The site's first metadata icon, if any. */
    iconUrl?: string | undefined
  }
  /** The message prepared for the active account and network; absent when preparing it failed. */
  unsigned?: SiwxUnsignedMessage | undefined
}
