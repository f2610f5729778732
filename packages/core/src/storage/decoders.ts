import type { StorageKey, StoredValues } from '../contracts/storage.js'
import { socialProviders } from '../contracts/walletRegistry.js'
import {
  array,
  boolean,
  type Decoder,
  finiteNumber,
  literal,
  nullable,
  object,
  record,
  string,
} from '../decode/decode.js'
import { caipNetworkId, chainNamespace } from '../decode/guards.js'

const wallet = object(
  { id: string, name: string },
  {
    rdns: nullable(string),
    image_id: string,
    image_url: string,
    mobile_link: nullable(string),
    desktop_link: nullable(string),
    webapp_link: nullable(string),
    chains: array(caipNetworkId),
    installed: boolean,
    display_index: finiteNumber,
  },
)

const tokenBalance = object(
  {
    name: string,
    symbol: string,
    chainId: caipNetworkId,
    price: finiteNumber,
    quantity: object({ decimals: string, numeric: string }),
    iconUrl: string,
  },
  { address: string, value: finiteNumber },
)

const nameProfile = object({
  name: string,
  addresses: record(string, object({ address: string })),
  attributes: record(string, string),
})

const socialProvider = literal(...socialProviders)
const loginProvider = literal(...socialProviders, 'farcaster')
const timestamp = { timestamp: finiteNumber }

const siwxSession = object({
  data: object(
    {
      accountAddress: string,
      chainId: caipNetworkId,
      domain: string,
      uri: string,
      version: string,
      nonce: string,
    },
    {
      statement: string,
      resources: array(string),
      requestId: string,
      issuedAt: string,
      expirationTime: string,
      notBefore: string,
    },
  ),
  message: string,
  signature: string,
})

/** How each stored value is read back: the schema of spec section 3's local storage. */
export const storedValueDecoders: { [key in StorageKey]: Decoder<StoredValues[key]> } = {
  deepLinkChoice: object({ href: string, name: string }),
  activeNamespace: chainNamespace,
  activeCaipNetworkId: caipNetworkId,
  recentWallets: array(wallet),
  connectedConnectorIds: record(chainNamespace, string),
  connectedSocialProvider: loginProvider,
  connectedSocialUsername: string,
  connectionStatus: literal('disconnected', 'connecting', 'reconnecting', 'connected'),
  connectedNamespaces: array(chainNamespace),
  telegramSocialProvider: socialProvider,
  balanceCache: record(string, object({ ...timestamp, balances: array(tokenBalance) })),
  identityCache: record(
    string,
    object({ ...timestamp, identity: object({ name: nullable(string), avatar: nullable(string) }) }),
  ),
  nameCache: record(string, object({ ...timestamp, names: array(nameProfile) })),
  nativeBalanceCache: record(string, object({ ...timestamp, balance: string, symbol: string })),
  preferredAccountTypes: record(chainNamespace, literal('eoa', 'smartAccount')),
  connections: record(
    chainNamespace,
    array(
      object(
        { connectorId: string, accounts: array(object({ address: string }, { type: string })) },
        { activeAddress: string, name: string },
      ),
    ),
  ),
  disconnectedConnectorIds: record(chainNamespace, array(string)),
  emailLoginUsed: boolean,
  email: string,
  lastEmailLoginTime: finiteNumber,
  lastUsedChain: chainNamespace,
  smartAccountEnabledNetworks: string,
  siwxSessions: array(siwxSession),
}
