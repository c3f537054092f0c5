/**
 * A new organiser's first meeting in the built H5 site (issue 28), both viewports, in English and Chinese: an account
 * with the global organiser role and no meeting role sees the demo among the templates, duplicates it, lands on the
 * copy's settings, changes its title in two languages and its theme colour, publishes it, and a guest's home of the
 * copy shows the new title in the new colour. Screenshots land in test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core'
import type { LanguageCode } from '@fu-types/entities'
import { type MessageKey } from '@/i18n'
import { translate } from '@/i18n/complete'
import { client, freshPhone, login } from '../../server/test/helpers'
import { screenshotPath, type ViewportName } from './browser'
import { signInOnPage } from './signIn'
import { setUpE2e } from './setUpE2e'

jest.setTimeout(240_000)

const { server, openContext } = setUpE2e()
const LOCALES: Record<'en' | 'zh', string> = { en: 'en-US', zh: 'zh-CN' }

async function visibleRoute(page: Page, name: string) {
  await page.locator(`.fu-route[data-route="${name}"]:visible`).last().waitFor({ timeout: 30_000 })
}

describe.each<[ViewportName, 'en' | 'zh']>([['mobile', 'en'], ['desktop', 'en'], ['mobile', 'zh'], ['desktop', 'zh']])('a new organiser, %s, %s', (viewport, lang) => {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params)
  const languageName = (l: LanguageCode) => t(`organizer.language.${l}` as MessageKey)

  it('duplicates the demo, retitles and recolours it, publishes, and a guest sees it', async () => {
    // The platform makes the account an organiser (the global role); it holds no role in any meeting.
    const phone = freshPhone()
    await login(server(), phone)
    expect((await client(server()).put('/dev/users/roles', { phone, roles: ['organizer'] })).status).toBe(200)

    const context = await openContext(viewport, LOCALES[lang])
    const page = await context.newPage()
    const view = () => page.locator('.fu-route:visible').last()
    await page.goto(`${server().baseUrl}/#/organizer`)
    await visibleRoute(page, 'login')
    await signInOnPage(page, server(), phone, lang)
    await visibleRoute(page, 'organizer')
    await view().getByText(t('organizer.list.none')).waitFor({ timeout: 30_000 })
    const demo = lang === 'zh' ? '2026 国际创新博览会' : 'International Innovation Expo 2026'
    await view().getByRole('heading', { name: t('organizer.templates.heading') }).waitFor()
    await page.screenshot({ path: screenshotPath(`organizer-templates-${viewport}-${lang}`), fullPage: true })
    // The "new meeting" form opens and closes (its use is in the component tests).
    await view().getByRole('button', { name: t('organizer.new.open') }).click()
    await view().getByLabel(t('organizer.field.title', { language: languageName(lang) }), { exact: true }).waitFor()
    await page.screenshot({ path: screenshotPath(`organizer-new-meeting-${viewport}-${lang}`) })
    await view().getByRole('button', { name: t('organizer.cancel') }).click()
    await view().getByRole('button', { name: t('organizer.list.duplicateLabel', { title: demo }) }).click()

    await visibleRoute(page, 'organizerMeeting')
    const copyId = /meeting_id=([0-9a-f]{24})/.exec(page.url())?.[1]
    expect(copyId).toBeDefined()
    const titleField = (l: LanguageCode) => view().getByLabel(t('organizer.field.title', { language: languageName(l) }), { exact: true })
    await titleField('en').waitFor({ timeout: 30_000 })
    expect(await titleField('en').inputValue()).toBe('International Innovation Expo 2026')
    const en = `Spring Robotics Fair (${viewport} ${lang})`
    const zh = `春季机器人展（${viewport} ${lang}）`
    await titleField('en').fill(en)
    await titleField('zh').fill(zh)
    const colour = lang === 'zh' ? '#aa3300' : '#0a7d4f'
    await view().getByLabel(t('organizer.field.themeColor'), { exact: true }).fill(colour)
    await view().getByRole('img', { name: t('organizer.look.previewLabel', { theme: colour, button: colour }) }).waitFor()
    await view().getByText(t('organizer.unsaved')).waitFor()
    await view().getByRole('heading', { name: t('organizer.group.basics') }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: screenshotPath(`organizer-settings-basics-${viewport}-${lang}`) })
    await view().getByRole('heading', { name: t('organizer.group.look') }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: screenshotPath(`organizer-settings-look-${viewport}-${lang}`) })
    await view().getByRole('button', { name: t('organizer.save') }).click()
    await view().getByText(t('organizer.saved')).waitFor({ timeout: 30_000 })
    await page.screenshot({ path: screenshotPath(`organizer-settings-saved-${viewport}-${lang}`), fullPage: true })

    await view().getByRole('button', { name: t('organizer.publish'), exact: true }).click()
    await view().getByText(t('organizer.publish.on')).waitFor({ timeout: 30_000 })
    await view().getByText(t('organizer.audit.action.publish')).first().waitFor({ timeout: 30_000 })
    await context.close()

    // A guest (nobody signed in) opens the copy's home: the new title, in the new theme colour.
    const guest = await openContext(viewport, LOCALES[lang])
    const home = await guest.newPage()
    await home.goto(`${server().baseUrl}/#/meeting/home?meeting_id=${copyId}`)
    const homeView = home.locator('.fu-route:visible').last()
    await homeView.getByText(lang === 'zh' ? zh : en).first().waitFor({ timeout: 30_000 })
    const theme = await homeView.evaluate(el => getComputedStyle(el).getPropertyValue('--fu-theme-color').trim())
    expect(theme).toBe(colour)
    await home.screenshot({ path: screenshotPath(`organizer-copy-home-${viewport}-${lang}`), fullPage: true })
    await guest.close()
  })
})
