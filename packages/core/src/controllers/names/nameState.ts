import type { NameErrorCode } from '../../errors/names.js'

/** A name the provider API suggested, as the view lists it (its label under the configured suffix). */
export type NameSuggestionState = {
  /** The full name (`label` plus the configured suffix). */
  name: string
  label: string
  registered: boolean
}

/** A failure as the view shows it: the catalogue's code, and core's own text. */
export type NameFailure = { code: NameErrorCode; message: string }

/** The RegisterAccountName view's state (spec sections 3 and 5), created when the flow first opens. */
export type NameState = {
  /** The suffix names are registered under (`namesFeature({ suffix })`, else '.reown.id'). */
  suffix: string
  /** What the visitor typed. */
  input: string
  /** The typed name's label when it is valid. */
  label: string | undefined
  /** Why the typed name is not valid (once something was typed). */
  validationError: NameFailure | undefined
  /** The provider API's suggestions for the typed name, valid names only. */
  suggestions: NameSuggestionState[]
  /** The suggestions' answer is for this label. */
  suggestionsFor: string | undefined
  suggestionsLoading: boolean
  /** What the wallet or the API is being asked for. */
  step: 'idle' | 'signing' | 'registering'
  /** The last registration's failure. */
  error: NameFailure | undefined
  /** The name registered last (the success view shows it). */
  registeredName: string | undefined
}

export function createNameState(suffix: string): NameState {
  return {
    suffix,
    input: '',
    label: undefined,
    validationError: undefined,
    suggestions: [],
    suggestionsFor: undefined,
    suggestionsLoading: false,
    step: 'idle',
    error: undefined,
    registeredName: undefined,
  }
}
