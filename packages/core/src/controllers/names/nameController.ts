import type { BlockchainApi, Identity } from '../../contracts/blockchainApi.js'
import type { ChainAdapter } from '../../contracts/chainAdapter.js'
import { isUserRejection } from '../../errors/connection.js'
import { HttpError } from '../../errors/http.js'
import {
  type NameError,
  NameNeedsEvmAccountError,
  NameNeedsProjectIdError,
  NameRegistrationFailedError,
  NameSignatureRejectedError,
  NameTakenError,
} from '../../errors/names.js'
import type { ChainNamespace } from '../../network/namespaces.js'
import type { AccountsState } from '../account/accountState.js'
import type { ConnectionState } from '../connection/connectionState.js'
import type { NetworkState } from '../network/networkState.js'
import { createNameState, type NameState, type NameSuggestionState } from './nameState.js'
import { accountNameLabel, evmCoinType, parseAccountName } from './nameValidation.js'

/** What the RegisterAccountName views call (`kit.loadFeature('names')`). */
export type NameController = {
  /** Takes what the visitor typed and checks it (`validationError`, shown once something is typed). */
  setName(input: string): void
  /**
   * Asks the provider API for suggestions for the typed name (the view waits for a pause in the
   * typing); an older answer never replaces a newer one. A failure leaves the list empty.
   */
  fetchSuggestions(): Promise<void>
  /** Makes a suggestion the typed name. */
  pickSuggestion(suggestion: NameSuggestionState): void
  /**
   * Registers the typed name for the connected EVM account: the wallet signs the message, the
   * provider API records it; then the name is the account's profile name (and cached 5 min) and
   * the modal shows RegisterAccountNameSuccess. A rejection or failure keeps the form.
   * @throws {NameError} the reason, also in `state.names.error`.
   */
  register(): Promise<string>
  /** Leaves the success view for Account, with an empty form for next time. */
  finish(): void
}

/**
 * The account-name flow over `state.names` (spec sections 3, 5 and 7): suggestions and
 * registration through the provider API, the message signed by the connected EVM account's wallet.
 */
export function createNameController(parameters: {
  state: {
    names?: NameState | undefined
    network: NetworkState
    connection: ConnectionState
    accounts: AccountsState
  }
  /** The provider API's profile calls; none without a project id. */
  api: Pick<BlockchainApi, 'getNameSuggestions' | 'registerName'> | undefined
  /** Normalized (see `normalizeNameSuffix`). */
  suffix: string
  getAdapter: (namespace: ChainNamespace) => ChainAdapter | undefined
  /** Records the account's new identity: shown at once and cached like a fetched one. */
  rememberIdentity: (address: string, identity: Identity) => void
  showSuccess: () => void
  returnToAccount: () => void
  now?: () => number
}): NameController {
  const { state, api, suffix } = parameters
  const now = parameters.now ?? Date.now
  state.names = createNameState(suffix)
  // The store's own (proxied) object: writes to it reach the views.
  const names = state.names
  let suggestionRequest = 0
  /** The registration under way: pressing Register again meanwhile waits for it, asking nothing twice. */
  let registering: Promise<string> | undefined

  const failure = (error: NameError) => ({ code: error.code, message: error.shortMessage })

  function check(input: string) {
    try {
      return { label: parseAccountName(input, suffix).label, error: undefined }
    } catch (error) {
      return { label: undefined, error: error as NameError }
    }
  }

  /** The connected EVM account that signs, or a typed error. */
  function signer() {
    const network = state.network.byNamespace.eip155?.caipNetwork
    const connectorId = state.connection.connections.eip155?.connectorId
    const address = state.accounts.eip155?.address
    const adapter = parameters.getAdapter('eip155')
    if (!network || !connectorId || !address || !adapter) throw new NameNeedsEvmAccountError()
    return { chainId: Number(network.id), connectorId, address, adapter }
  }

  function fail(error: NameError): never {
    names.error = failure(error)
    throw error
  }

  function setName(input: string) {
    const { label, error } = check(input)
    Object.assign(names, {
      input,
      label,
      validationError: input.trim() === '' || !error ? undefined : failure(error),
      error: undefined,
    })
    if (label !== names.suggestionsFor) names.suggestions = []
  }

  return {
    setName,

    async fetchSuggestions() {
      const label = names.label
      const request = ++suggestionRequest
      if (!label || !api) {
        Object.assign(names, { suggestions: [], suggestionsFor: undefined, suggestionsLoading: false })
        return
      }
      names.suggestionsLoading = true
      try {
        const answer = await api.getNameSuggestions({ name: label, zone: suffix.replace(/^\./, '') })
        if (request !== suggestionRequest) return
        const seen = new Set<string>()
        const suggestions: NameSuggestionState[] = []
        for (const suggestion of answer) {
          // Only names the visitor could type: anything else the API says is left out.
          const { label: suggested } = check(accountNameLabel(suggestion.name, suffix))
          if (!suggested || seen.has(suggested)) continue
          seen.add(suggested)
          suggestions.push({ name: suggested + suffix, label: suggested, registered: suggestion.registered })
        }
        Object.assign(names, { suggestions, suggestionsFor: label })
      } catch {
        if (request === suggestionRequest)
          Object.assign(names, { suggestions: [], suggestionsFor: undefined })
      } finally {
        if (request === suggestionRequest) names.suggestionsLoading = false
      }
    },

    pickSuggestion(suggestion) {
      setName(suggestion.label)
    },

    register() {
      registering ??= registerTypedName().finally(() => {
        registering = undefined
      })
      return registering
    },

    finish() {
      Object.assign(names, createNameState(suffix))
      parameters.returnToAccount()
    },
  }

  async function registerTypedName(): Promise<string> {
    names.error = undefined
    let parsed: { label: string; name: string }
    try {
      parsed = parseAccountName(names.input, suffix)
    } catch (error) {
      names.validationError = failure(error as NameError)
      return fail(error as NameError)
    }
    const { label, name } = parsed
    if (!api) return fail(new NameNeedsProjectIdError())
    let account: ReturnType<typeof signer>
    try {
      account = signer()
    } catch (error) {
      return fail(error as NameError)
    }
    const known =
      names.suggestionsFor === label ? names.suggestions.find((entry) => entry.label === label) : undefined
    if (known?.registered) return fail(new NameTakenError({ name }))

    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now() / 1000) })
    let signature: string
    names.step = 'signing'
    try {
      signature = await account.adapter.signMessage({
        connectorId: account.connectorId,
        address: account.address,
        message,
      })
    } catch (error) {
      names.step = 'idle'
      return fail(
        isUserRejection(error)
          ? new NameSignatureRejectedError({ cause: error })
          : new NameRegistrationFailedError({ name, cause: error }),
      )
    }
    names.step = 'registering'
    try {
      await api.registerName({
        coinType: evmCoinType(account.chainId),
        address: account.address,
        message,
        signature,
      })
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        for (const entry of names.suggestions) if (entry.label === label) entry.registered = true
        return fail(new NameTakenError({ name, cause: error }))
      }
      return fail(new NameRegistrationFailedError({ name, cause: error }))
    } finally {
      names.step = 'idle'
    }
    const avatar = state.accounts.eip155?.profileImage ?? null
    parameters.rememberIdentity(account.address, { name, avatar })
    Object.assign(names, createNameState(suffix), { registeredName: name })
    parameters.showSuccess()
    return name
  }
}
