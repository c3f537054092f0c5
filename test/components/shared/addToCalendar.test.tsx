import { fireEvent, screen, waitFor } from '@testing-library/react'
import { AddToCalendar } from '@/components/AddToCalendar'
import type { CalendarEvent } from '@/core'
import { renderWithStores } from '../../support/renderWithStores'

const START_S = Date.UTC(2026, 11, 3, 1, 30) / 1000

describe('AddToCalendar', () => {
  it('adds the event (server seconds as milliseconds, a 10-minute alarm) and says so', async () => {
    const added: CalendarEvent[] = []
    const { platform } = renderWithStores(
      <AddToCalendar source={{ title: '开幕主旨演讲', start: START_S, end: START_S + 3600, location: '1 号馆' }} />,
      { platform: { addToCalendar: async event => { added.push(event); return true } } },
    )
    fireEvent.click(screen.getByRole('button', { name: '添加到手机日历' }))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toMatchObject({ title: '开幕主旨演讲', start: START_S * 1000, end: (START_S + 3600) * 1000, location: '1 号馆', alarmMinutes: 10 })
    await waitFor(() => expect(platform.toasts).toContain('已添加到日历'))
  })

  it('says when the calendar refused', async () => {
    const { platform } = renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, { language: 'en', platform: { addToCalendar: async () => false } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to phone calendar' }))
    await waitFor(() => expect(platform.toasts).toContain('Could not add it to your calendar'))
  })

  it('as an icon (a phone\'s bottom bar) is still a button named by its words, and adds the event', async () => {
    const added: CalendarEvent[] = []
    renderWithStores(<AddToCalendar iconOnly source={{ title: 'Keynote', start: START_S }} />, { language: 'en', platform: { addToCalendar: async event => { added.push(event); return true } } })
    const button = screen.getByRole('button', { name: 'Add to phone calendar' })
    expect(button.textContent).toBe('')
    fireEvent.click(button)
    await waitFor(() => expect(added).toHaveLength(1))
  })

  it('is not offered without a calendar (the web-view) or without an event', () => {
    renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, { platform: { addToCalendar: undefined } })
    renderWithStores(<AddToCalendar source={{ title: 'Keynote', start: START_S }} />, { platform: { addToCalendar: async () => true, environment: 'miniprogram' } })
    renderWithStores(<AddToCalendar source={null} />, { platform: { addToCalendar: async () => true } })
    expect(screen.queryByRole('button', { name: '添加到手机日历' })).toBeNull()
  })
})
