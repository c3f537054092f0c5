import Taro from '@tarojs/taro'
import type { Query } from '@/core/query'
import { routeUrl } from './links'
import type { RouteName } from './routes'

/**
 * Opens one of our routes by name. Taro's H5 router (hash mode) keeps the page stack, so back works.
 * `replace` swaps the current entry (redirects, guards).
 */
export function navigateTo(name: RouteName, params: Query = {}, options: { replace?: boolean } = {}): Promise<unknown> {
  return openUrl(routeUrl(name, params), options)
}

/** Opens an in-app URL that routeUrl / loginUrl built. */
export function openUrl(url: string, options: { replace?: boolean } = {}): Promise<unknown> {
  return options.replace ? Taro.redirectTo({ url }) : Taro.navigateTo({ url })
}
