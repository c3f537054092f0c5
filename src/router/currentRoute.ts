import { createContext, useContext } from 'react'
import { useStores } from '@/stores'

/**
 * The route of the page a part is rendered in. The H5 site keeps earlier pages of the stack mounted (hidden), so
 * "the address bar now" is not always "this page": the route host provides each page's own route here.
 */
export const CurrentRouteContext = createContext<string | undefined>(undefined)

export function useCurrentRoute(): string {
  const { platform } = useStores()
  return useContext(CurrentRouteContext) ?? platform.currentRoute()
}
