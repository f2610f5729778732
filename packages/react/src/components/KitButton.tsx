import type { ChainNamespace } from '@latchkit/core'
import { type ButtonKind, latchButtonFallback, latchButtonsFallbackCss } from '@latchkit/ui'
import { useSyncExternalStore } from 'react'
import { useOptionalKit } from '../kit/KitContext.js'
import { useOptionalKitState } from '../kit/useKitState.js'

/** Props every kit button component takes. */
export type LatchButtonProps = {
  /** The chain namespace the button shows and opens the modal for. @default the active namespace */
  namespace?: ChainNamespace | undefined
  className?: string | undefined
  id?: string | undefined
}

const tags = {
  button: 'latch-button',
  connect: 'latch-connect-button',
  account: 'latch-account-button',
  network: 'latch-network-button',
} as const

const subscribeToNothing = () => () => {}

/** True while rendering on the server and hydrating its HTML; false in client-only renders. */
function useIsServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
}

/**
 * Renders a kit button's custom element. Until the element is defined in the browser (and during
 * server rendering) it holds its text and the page-level size rule, so it has its final size
 * from the first paint; once defined, its shadow root renders it from the kit.
 */
export function KitButton({ kind, namespace, ...attributes }: LatchButtonProps & { kind: ButtonKind }) {
  const state = useOptionalKitState(useOptionalKit())
  const { text, isHidden, showsAccount } = latchButtonFallback(kind, state, namespace)
  const Tag = tags[kind]
  // Only server HTML needs the size rule: a client render runs after `createLatchKit` defined
  // the elements, and leaving the inline <style> out keeps strict-CSP single-page apps clean.
  const isServerMarkup = useIsServerMarkup()
  return (
    <>
      {/* React hoists this into <head> once for all buttons. */}
      {isServerMarkup && (
        <style href="latchkit-button-fallback" precedence="default">
          {latchButtonsFallbackCss}
        </style>
      )}
      {/* The server may have rendered another state (a stored connection): the text is only a
          placeholder the shadow root hides, so a difference needs no repair. */}
      <Tag
        namespace={namespace}
        data-latch-hidden={isHidden ? '' : undefined}
        data-latch-account={showsAccount ? '' : undefined}
        suppressHydrationWarning
        {...attributes}
      >
        {text}
      </Tag>
    </>
  )
}
