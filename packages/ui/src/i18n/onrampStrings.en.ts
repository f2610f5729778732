/** The English texts of the onramp (Buy crypto) view (src/modal/views/onramp). */
export const onrampStrings = {
  buyCrypto: 'Buy crypto',
} as const
