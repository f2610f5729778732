import { invalidParams, ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import {
  confirm,
  type EvmWalletContext,
  type EvmWalletMethod,
  siteAddress,
  visibleAccounts,
} from './evmWalletContext.js'
import { objectParam } from './parseParams.js'

async function authorize(context: EvmWalletContext, origin: string) {
  // A locked wallet would show its unlock screen; the test wallet's user never unlocks there.
  if (context.isLocked)
    throw new ProviderRpcError({
      code: providerErrorCodes.userRejectedRequest,
      message: 'User rejected the request: the wallet is locked.',
    })
  await confirm(context, 'connect')
  context.authorizedOrigins.add(origin)
  const accounts = visibleAccounts(context, origin)
  context.emit({ type: 'accountsChanged', origin, accounts })
  return accounts
}

/** EIP-2255 permission objects for the one permission the wallet grants, `eth_accounts`. */
const permissionsOf = (context: EvmWalletContext, origin: string) =>
  context.authorizedOrigins.has(origin)
    ? [
        {
          id: `eth_accounts:${origin}`,
          parentCapability: 'eth_accounts',
          invoker: origin,
          date: 0,
          caveats: [{ type: 'restrictReturnedAccounts', value: [siteAddress(context)] }],
        },
      ]
    : []

function requireEthAccountsPermission(params: readonly unknown[]) {
  const request = objectParam(params[0], 'the permission request')
  if (!('eth_accounts' in request) || Object.keys(request).length !== 1)
    throw invalidParams('The test wallet only grants the eth_accounts permission.')
}

/** Connection and permissions: nothing is revealed to a site before the user authorized it. */
export const accountMethods: Record<string, EvmWalletMethod> = {
  eth_accounts: async (context, _params, origin) => visibleAccounts(context, origin),

  // An authorized site reconnects without a prompt, as with a real wallet.
  eth_requestAccounts: async (context, _params, origin) =>
    context.authorizedOrigins.has(origin) && !context.isLocked
      ? visibleAccounts(context, origin)
      : authorize(context, origin),

  // Asking for permissions always prompts: that is how a site lets the user pick again.
  wallet_requestPermissions: async (context, params, origin) => {
    requireEthAccountsPermission(params)
    await authorize(context, origin)
    return permissionsOf(context, origin)
  },

  wallet_getPermissions: async (context, _params, origin) => permissionsOf(context, origin),

  wallet_revokePermissions: async (context, params, origin) => {
    requireEthAccountsPermission(params)
    if (context.authorizedOrigins.delete(origin))
      context.emit({ type: 'accountsChanged', origin, accounts: [] })
    return null
  },
}
