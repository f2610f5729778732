import type { KitStateSnapshot, NameController, NameSuggestionState } from '@latchkit/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useKit, useKitState } from '../../../kit/KitContext.js'
import { useShell } from '../../ShellContext.js'
import { useViewSheet } from '../account/useViewSheet.js'
import { walletCss } from '../wallet/walletCss.js'
import { nameCss } from './nameCss.js'

/** How long the form waits after the last keystroke before it checks the name with the API. */
const suggestionDelayMs = 300

type NameSnapshot = NonNullable<KitStateSnapshot['names']>

const loadNames = (kit: ReturnType<typeof useKit>) => kit.loadFeature('names') as Promise<NameController>

/**
 * RegisterAccountName: the name (the suffix shown after it), what is wrong with it once the visitor
 * pauses, whether it is free and the available names the API suggests (buttons that pick one),
 * then Register, which asks the wallet to sign. Suggestions are the API's text, shown as text.
 */
export default function RegisterAccountNameView() {
  const kit = useKit()
  const { t } = useShell()
  const ref = useRef<HTMLFormElement>(null)
  useViewSheet(ref, walletCss)
  useViewSheet(ref, nameCss)
  const id = useId()
  const names: Partial<NameSnapshot> = useKitState((state) => state.names) ?? {}
  const { input = '', label, suffix = '', step = 'idle' } = names
  // What the visitor typed, once they paused: its problems are said only then.
  const [settled, setSettled] = useState(input)

  useEffect(() => {
    void loadNames(kit).catch(() => {})
  }, [kit])
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(input)
      if (label)
        void loadNames(kit)
          .then((controller) => controller.fetchSuggestions())
          .catch(() => {})
    }, suggestionDelayMs)
    return () => clearTimeout(timer)
  }, [kit, input, label])

  const act = (action: (controller: NameController) => unknown) =>
    void loadNames(kit)
      .then(action)
      .catch(() => {})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (step === 'idle') act((controller) => controller.register())
  }

  const suggestions = label && names.suggestionsFor === label ? (names.suggestions ?? []) : []
  const typed = suggestions.find((suggestion) => suggestion.label === label)
  const available = suggestions.filter((suggestion) => !suggestion.registered && suggestion.label !== label)
  const validation = names.validationError && settled === input ? t(names.validationError.code) : ''
  const status = typed
    ? t(typed.registered ? 'nameTakenNote' : 'nameAvailable', { name: typed.name })
    : names.suggestionsLoading
      ? t('checkingName')
      : ''
  const busy = step === 'signing' ? t('signNameInWallet') : step === 'registering' ? t('registeringName') : ''

  return (
    <form ref={ref} className="form" onSubmit={submit} noValidate aria-busy={step !== 'idle'}>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-name`}>
          {t('accountNameLabel')}
        </label>
        <div className="field-row name-row">
          <input
            id={`${id}-name`}
            className="field-input"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={input}
            aria-describedby={`${id}-hint ${id}-validation`}
            aria-invalid={validation ? true : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value
              act((controller) => controller.setName(value))
            }}
          />
          <span className="name-suffix">{suffix}</span>
        </div>
        <p id={`${id}-hint`} className="field-hint">
          {t('accountNameHint', { suffix })}
        </p>
        <p id={`${id}-validation`} className="note" data-tone="error" role="alert">
          {validation}
        </p>
      </div>
      <p className="note" role="status">
        {status}
      </p>
      {available.length > 0 ? (
        <SuggestionList
          label={t('nameSuggestions')}
          suggestions={available}
          onPick={(suggestion) => act((controller) => controller.pickSuggestion(suggestion))}
        />
      ) : null}
      <p className="note" role="status">
        {busy}
      </p>
      <p className="note" data-tone="error" role="alert">
        {names.error ? t(names.error.code) : ''}
      </p>
      <button type="submit" className="form-button" data-kind="primary" disabled={step !== 'idle'}>
        {t('registerName')}
      </button>
    </form>
  )
}

/** The available names the API suggested, each a button that makes it the typed name. */
function SuggestionList(props: {
  label: string
  suggestions: readonly NameSuggestionState[]
  onPick: (suggestion: NameSuggestionState) => void
}) {
  return (
    <section className="name-suggestions">
      <h3 className="field-label">{props.label}</h3>
      <ul className="name-suggestion-list">
        {props.suggestions.map((suggestion) => (
          <li key={suggestion.name}>
            <button type="button" className="chip" onClick={() => props.onPick(suggestion)}>
              {suggestion.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
