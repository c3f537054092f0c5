/** The H5 catalogue (src/i18n/catalogue.ts): the rest of the messages is fetched for a key outside the first pack only. */
import { MessageCatalogue, type PackLoader, type PackName } from '@/i18n/catalogue'
import type { MessageKey } from '@/i18n/keys'

function loaderOf(packs: Record<PackName, Record<string, string>>) {
  const asked: string[] = []
  const loader: PackLoader = {
    preloaded: {},
    preloadedIsComplete: false,
    load: async (language, pack) => { asked.push(`${language}/${pack}`); return packs[pack] },
  }
  return { loader, asked }
}

const FIRST_KEY = 'common.loading' as MessageKey
const REST_KEY = 'activity.detail.title' as MessageKey

it('a key missed while the first pack is still loading fetches nothing more', async () => {
  const { loader, asked } = loaderOf({ first: { [FIRST_KEY]: 'Loading…' }, rest: { [REST_KEY]: 'Activity' } })
  const catalogue = new MessageCatalogue(loader)
  const first = catalogue.ensure('en', 'first')
  expect(catalogue.lookup('en', FIRST_KEY)).toBeUndefined()
  await first
  expect(catalogue.lookup('en', FIRST_KEY)).toBe('Loading…')
  expect(asked).toEqual(['en/first'])
})

it('a key outside the first pack, once it is here, fetches the rest once', async () => {
  const { loader, asked } = loaderOf({ first: { [FIRST_KEY]: 'Loading…' }, rest: { [REST_KEY]: 'Activity' } })
  const catalogue = new MessageCatalogue(loader)
  await catalogue.ensure('en', 'first')
  expect(catalogue.lookup('en', REST_KEY)).toBeUndefined()
  expect(catalogue.lookup('en', REST_KEY)).toBeUndefined()
  await new Promise(resolve => setTimeout(resolve, 0))
  expect(catalogue.lookup('en', REST_KEY)).toBe('Activity')
  expect(asked).toEqual(['en/first', 'en/rest'])
})
