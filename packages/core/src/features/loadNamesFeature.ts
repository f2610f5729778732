import type { BlockchainApi } from '../contracts/blockchainApi.js'
import { createNameController, type NameController } from '../controllers/names/nameController.js'
import { normalizeNameSuffix } from '../controllers/names/nameValidation.js'
import type { LatchKit } from '../kit/latchKit.js'

/**
 * The account-name controller over `state.names`, built when RegisterAccountName first opens: the
 * kit's provider API (none without a project id: registering says so), the EVM adapter's signing,
 * and the account controller's identity, which the registered name becomes.
 */
export async function loadNamesFeature(kit: LatchKit, suffix: string | undefined): Promise<NameController> {
  const { state, router } = kit._internal
  const session = await kit._internal.session.get()
  const api = session.blockchainApi
  return createNameController({
    state,
    api:
      api?.getNameSuggestions && api.registerName
        ? (api as Pick<BlockchainApi, 'getNameSuggestions' | 'registerName'>)
        : undefined,
    suffix: normalizeNameSuffix(suffix),
    getAdapter: (namespace) => kit.getAdapter(namespace),
    rememberIdentity: (address, identity) => session.accounts.rememberIdentity('eip155', address, identity),
    showSuccess: () => router.replace('RegisterAccountNameSuccess'),
    returnToAccount: () => router.reset('Account'),
  })
}
