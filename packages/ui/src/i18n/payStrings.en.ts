/** The English texts of the pay view (src/modal/views/pay). */
export const payStrings = {
  pay: 'Pay',
  payTo: 'To',
  payAmount: 'Amount',
  payNetwork: 'Network',
  payConnectFirst: 'Connect a wallet to pay.',
  payConnect: 'Connect a wallet',
  payConfirmInWallet: 'Confirm the payment in your wallet.',
  paySent: 'Payment sent',
  payTransaction: 'Transaction',
  payDone: 'Done',
} as const
