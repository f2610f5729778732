import { expect, test } from 'vitest'
import { ModalClosedError } from '../walletConnect/modalClosedError.js'
import {
  ChainAdapterNotFoundError,
  ConnectionRejectedError,
  DisconnectChainsError,
  FailedToConnectError,
} from './connection.js'
import { ConnectorNotFoundError } from './connectorNotFound.js'
import { formatMessage, type MessageCode } from './messages.js'
import { AdapterNotFoundError, NetworkNotFoundError } from './network.js'
import { NetworkNotSupportedError } from './networkNotSupported.js'
import { SiweAndSiwxError } from './options.js'
import { PayCancelledError, PayRequestInvalidError, PayWalletNotConnectedError } from './pay.js'
import {
  InvalidReceiverError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './send.js'
import {
  SwapAmountRequiredError,
  SwapApprovalTimeoutError,
  SwapInsufficientBalanceError,
  SwapQuoteUnavailableError,
} from './swap.js'

// The errors a page can meet before the visitor acts carry their text themselves, so the
// catalogue of every text stays out of the first download; this keeps the two in step.
const errors: { error: { code: MessageCode; shortMessage: string }; values?: Record<string, string> }[] = [
  { error: new ChainAdapterNotFoundError({ namespace: 'solana' }) },
  { error: new ConnectionRejectedError({ cause: undefined }) },
  { error: new FailedToConnectError({ cause: undefined }) },
  {
    error: new DisconnectChainsError([{ namespace: 'eip155', error: new Error('boom') }]),
    values: { message: 'eip155: boom' },
  },
  { error: new ConnectorNotFoundError('injected') },
  { error: new NetworkNotFoundError('eip155:10') },
  { error: new AdapterNotFoundError('bip122'), values: { namespace: 'bip122' } },
  { error: new SiweAndSiwxError() },
  { error: new ModalClosedError() },
  { error: new SendAmountAndReceiverRequiredError() },
  { error: new SendTokenRequiredError() },
  { error: new SendUnsupportedChainError({ namespace: 'polkadot' }) },
  { error: new InvalidReceiverError({ receiver: 'nobody' }) },
  { error: new SwapQuoteUnavailableError({ from: 'eip155:1:0xa', to: 'eip155:1:0xb' }) },
  { error: new SwapAmountRequiredError() },
  { error: new SwapApprovalTimeoutError({ token: 'eip155:1:0xa' }) },
  { error: new NetworkNotSupportedError({ feature: 'swaps', caipNetworkId: 'eip155:10' }) },
  { error: new NetworkNotSupportedError({ feature: 'gasPrice', caipNetworkId: 'eip155:10' }) },
  { error: new SwapInsufficientBalanceError({ amount: '2', balance: '1', symbol: 'ETH' }) },
  { error: new PayRequestInvalidError({ reason: 'no recipient' }) },
  { error: new PayCancelledError() },
  { error: new PayWalletNotConnectedError({ namespace: 'eip155' }) },
]

test.each(errors)('$error.code: the error says what the catalogue says', ({ error, values }) => {
  expect(error.shortMessage).toBe(formatMessage(error.code, values))
})
