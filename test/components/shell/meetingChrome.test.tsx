import { act, fireEvent, screen } from '@testing-library/react'
import { runInAction } from 'mobx'
import type { Meeting } from '@fu-types/entities'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { LanguageMenu } from '@/components/LanguageMenu'
import { MeetingFooter } from '@/components/MeetingFooter'
import { renderWithStores } from '../../support/renderWithStores'

const meeting = (overrides: Partial<Meeting>): Meeting => ({ _id: 'b'.repeat(24), title: 'Expo', start: 1, end: 2, ...overrides })

describe('language switcher', () => {
  it('offers only the languages the meeting enables and switches the language', () => {
    const { store } = renderWithStores(<LanguageSwitcher />)
    act(() => runInAction(() => { store.meeting.meeting = meeting({ config: { language: { zh: 1, en: 1, ja: 0, ko: 1 } } }) }))
    const buttons = screen.getAllByRole('button').map(b => b.textContent)
    expect(buttons).toEqual(['中文', 'English', '한국어'])
    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(store.language.language).toBe('en')
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('falls back to a language the meeting enables when the current one is disabled', () => {
    const { store } = renderWithStores(<LanguageSwitcher />, { language: 'ja' })
    act(() => runInAction(() => { store.meeting.meeting = meeting({ config: { language: { en: 1, ko: 1 } } }) }))
    expect(['en', 'ko']).toContain(store.language.language)
  })
})

describe('language menu (title bars and the desktop top bar)', () => {
  it('is one control naming the current language; its menu offers the languages the meeting enables and switches', () => {
    const { store } = renderWithStores(<LanguageMenu />, { language: 'zh' })
    act(() => runInAction(() => { store.meeting.meeting = meeting({ config: { language: { zh: 1, en: 1, ja: 0, ko: 1 } } }) }))
    const toggle = screen.getByRole('button', { name: '中, 语言: 中文' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(toggle)
    expect(screen.getAllByRole('menuitemradio').map(item => item.textContent)).toEqual(['中文', 'English', '한국어'])
    expect(screen.getByRole('menuitemradio', { name: '中文' })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }))
    expect(store.language.language).toBe('en')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('button', { name: 'EN, Language: English' })).toBeInTheDocument()
  })

  it('closes on Escape', () => {
    const { store } = renderWithStores(<LanguageMenu />, { language: 'en' })
    act(() => runInAction(() => { store.meeting.meeting = meeting({ config: { language: { zh: 1, en: 1 } } }) }))
    fireEvent.click(screen.getByRole('button', { name: 'EN, Language: English' }))
    expect(screen.getByRole('menu')).toBeInTheDocument()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
  })
})

describe('meeting footer', () => {
  it('shows the ICP filing number and "powered by"', () => {
    const { store } = renderWithStores(<MeetingFooter />, { language: 'en' })
    act(() => runInAction(() => { store.meeting.meeting = meeting({ config: { icp: '沪ICP备00000000号-1' } }) }))
    expect(screen.getByRole('contentinfo')).toHaveTextContent('沪ICP备00000000号-1')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by')
  })

  it('hides "powered by" when the organiser hides it', () => {
    const { store } = renderWithStores(<MeetingFooter />, { language: 'en' })
    act(() => runInAction(() => { store.meeting.meeting = meeting({ config: { icp: 'ICP-1' }, exhibition: { powerby: { hidden: 1 } } }) }))
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Powered by')
  })
})
