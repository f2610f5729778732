import type { Wallet } from '../contracts/walletRegistry.js'
import {
  arrayOfValid,
  boolean,
  type Decoder,
  displayText,
  finiteNumber,
  nullable,
  object,
  string,
} from '../decode/decode.js'
import { caipNetworkId } from '../decode/guards.js'

/** A registry wallet; chains of namespaces LatchKit does not know are dropped. */
export const walletDecoder: Decoder<Wallet> = object(
  { id: string, name: displayText },
  {
    rdns: nullable(string),
    image_id: string,
    image_url: string,
    mobile_link: nullable(string),
    desktop_link: nullable(string),
    webapp_link: nullable(string),
    chains: arrayOfValid(caipNetworkId),
    installed: boolean,
    display_index: finiteNumber,
  },
)
