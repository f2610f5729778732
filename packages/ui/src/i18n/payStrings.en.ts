/** The English texts of the pay view (src/modal/views/pay). */
export const payStrings = {
  pay: 'Pay',
} as const
