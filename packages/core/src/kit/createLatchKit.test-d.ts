import { expectTypeOf, test } from 'vitest'
import {
  type CreateLatchKitParameters,
  createLatchKit,
  type KitStateSnapshot,
  type LatchKit,
} from '../exports/index.js'

test('createLatchKit takes its parameters and returns a LatchKit', () => {
  expectTypeOf(createLatchKit).parameters.toEqualTypeOf<[options: CreateLatchKitParameters]>()
  expectTypeOf(createLatchKit).returns.toEqualTypeOf<LatchKit>()
})

test("the kit's basics", () => {
  const kit = createLatchKit({ adapters: [], networks: [] })
  expectTypeOf(kit.getState).returns.toEqualTypeOf<KitStateSnapshot>()
  expectTypeOf(kit.ready).toEqualTypeOf<Promise<void>>()
  expectTypeOf(kit.close).returns.toEqualTypeOf<Promise<boolean>>()
  expectTypeOf(kit.prefetch).returns.toEqualTypeOf<Promise<void>>()
  expectTypeOf(kit.destroy).returns.toEqualTypeOf<void>()
})

test('options it requires', () => {
  // @ts-expect-error adapters and networks are required
  createLatchKit({})
})
