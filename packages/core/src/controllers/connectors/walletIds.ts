/** Registry ids of wallets the mobile list always shows (spec section 5). */
export const coinbaseWalletId = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
export const phantomWalletId = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
export const solflareWalletId = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'

/** The name of the generic injected connector (`window.ethereum` without an announcement). */
export const genericInjectedName = 'Browser Wallet'
