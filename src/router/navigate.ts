import Taro from '@tarojs/taro'
import { buildQuery, type Query } from '@/api/http'

/**
 * Opens one of our routes. Taro's H5 router (hash mode) keeps the page stack, so back works.
 * `replace` swaps the current entry (redirects, guards).
 */
export function navigateTo(path: string, query: Query = {}, options: { replace?: boolean } = {}): Promise<unknown> {
  const url = `${path}${buildQuery(query)}`
  return options.replace ? Taro.redirectTo({ url }) : Taro.navigateTo({ url })
}
