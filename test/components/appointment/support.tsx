/** Shared helpers of the appointment screen tests. */
import { useState, type ComponentType } from 'react'
import { runInAction } from 'mobx'
import { isScreenModule, type ScreenModule } from '@/components/screen/defineScreen'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useStores } from '@/stores'
import { renderScreen } from '../../support/renderScreen'
import { renderWithStores } from '../../support/renderWithStores'

export const ME = '6610000000000000000000ab'

/** The screen with its hook run for a signed-in user `me` from the first render (as when the app opens signed in). */
export function signedIn(module: ScreenModule, me = ME): ScreenModule {
  const { definition } = module
  return {
    kind: 'screen',
    definition: {
      ...definition,
      use: input => {
        const { session } = useStores()
        useState(() => runInAction(() => { session.token = 'x'; session.userId = me }))
        return definition.use(input)
      },
    },
  }
}

/**
 * Another area's screen (the company page) the way the route host renders it, whether it is declared with
 * defineScreen or still a component that builds its own frame.
 */
export function renderAnyScreen(module: ScreenModule | ComponentType<ScreenProps>, options: Parameters<typeof renderScreen>[1]) {
  if (isScreenModule(module)) return renderScreen(module, options)
  const Legacy = module
  return renderWithStores(<Legacy params={options.params ?? {}} query={options.query ?? {}} />, {
    language: options.language,
    platform: { deviceVariant: () => options.variant, ...options.platform },
  })
}
