import { MessageCatalogue, type PackLoader, type PackName } from '@/i18n/catalogue'
import type { MessageKey } from '@/i18n/keys'
import type { LanguageCode } from '@fu-types/entities'

/** A loader that records what was fetched, each pack answering once its promise is released. */
function recordingLoader() {
  const fetched: string[] = []
  const loader: PackLoader = {
    preloaded: {},
    preloadedIsComplete: false,
    load: async (language: LanguageCode, pack: PackName) => {
      fetched.push(`${language}/${pack}`)
      return pack === 'first' ? { 'common.loading': '加载中' } : { 'common.cancel': '取消' }
    },
  }
  return { loader, fetched }
}

const key = (name: string) => name as MessageKey

it('a key missed before the first pack arrived fetches nothing more: its text comes with the first pack', async () => {
  const { loader, fetched } = recordingLoader()
  const catalogue = new MessageCatalogue(loader)
  expect(catalogue.lookup('zh', key('common.loading'))).toBeUndefined()
  const first = catalogue.ensure('zh', 'first')
  expect(catalogue.lookup('zh', key('common.loading'))).toBeUndefined()
  await first
  expect(catalogue.lookup('zh', key('common.loading'))).toBe('加载中')
  expect(fetched).toEqual(['zh/first'])
})

it('a key outside the first pack, once it is here, fetches the rest (once)', async () => {
  const { loader, fetched } = recordingLoader()
  const catalogue = new MessageCatalogue(loader)
  await catalogue.ensure('zh', 'first')
  expect(catalogue.lookup('zh', key('common.cancel'))).toBeUndefined()
  expect(catalogue.lookup('zh', key('common.cancel'))).toBeUndefined()
  await catalogue.ensure('zh', 'rest')
  expect(catalogue.lookup('zh', key('common.cancel'))).toBe('取消')
  expect(fetched).toEqual(['zh/first', 'zh/rest'])
})
