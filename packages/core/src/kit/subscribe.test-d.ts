import { describe, expectTypeOf, test } from 'vitest'
import type { CaipNetworkId, KitStateSnapshot, LatchKit, SubscribeOptions } from '../exports/index.js'

declare const kit: LatchKit

describe('kit.subscribe', () => {
  test("the selector's result types the listener's selected and previous", () => {
    kit.subscribe(
      (state) => state.modal.isOpen,
      (selected, previous) => {
        expectTypeOf(selected).toEqualTypeOf<boolean>()
        expectTypeOf(previous).toEqualTypeOf<boolean>()
      },
    )
    kit.subscribe(
      (state) => ({ view: state.modal.view, caipNetworkId: state.network.activeCaipNetwork?.caipNetworkId }),
      (selected) => {
        expectTypeOf(selected.caipNetworkId).toEqualTypeOf<CaipNetworkId | undefined>()
        expectTypeOf(selected.view).toEqualTypeOf<KitStateSnapshot['modal']['view']>()
      },
    )
  })

  test('the selector reads the read-only snapshot', () => {
    kit.subscribe(
      (state) => {
        expectTypeOf(state).toEqualTypeOf<KitStateSnapshot>()
        // @ts-expect-error a snapshot cannot be written to
        state.modal.isOpen = true
        return state.modal.isOpen
      },
      () => undefined,
    )
  })

  test('equalityFn compares two selections', () => {
    kit.subscribe(
      (state) => state.modal.view,
      () => undefined,
      {
        equalityFn: (a, b) => {
          expectTypeOf(a).toEqualTypeOf<KitStateSnapshot['modal']['view']>()
          expectTypeOf(b).toEqualTypeOf<KitStateSnapshot['modal']['view']>()
          return a === b
        },
        fireImmediately: true,
      },
    )
    expectTypeOf<SubscribeOptions<number>['equalityFn']>().toEqualTypeOf<
      ((a: number, b: number) => boolean) | undefined
    >()
  })

  test('a listener or equalityFn of another type does not compile', () => {
    // TypeScript reports the mismatch at the selector: the boolean it selects fits neither.
    kit.subscribe(
      // @ts-expect-error a listener of strings does not take a boolean selection
      (state) => state.modal.isOpen,
      (selected: string) => selected,
    )
    kit.subscribe(
      // @ts-expect-error an equalityFn of numbers does not compare boolean selections
      (state) => state.modal.isOpen,
      () => undefined,
      { equalityFn: (a: number, b: number) => a === b },
    )
  })

  test('it returns the function that stops it', () => {
    const stop = kit.subscribe(
      (state) => state.modal.isOpen,
      () => undefined,
    )
    expectTypeOf(stop).toEqualTypeOf<() => void>()
  })
})
