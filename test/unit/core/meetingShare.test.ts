import { meetingShareCard } from '@/core/meetingShare'
import type { Meeting } from '@fu-types/entities'

const meeting: Meeting = { _id: 'd'.repeat(24), title: { zh: '博览会', en: 'Expo' }, start: 1, end: 2, cover: '/c.png' }

describe('meetingShareCard', () => {
  it('uses the organiser share texts and cover in the chosen language', () => {
    const configured = { ...meeting, config: { wx_share_title: { zh: '快来', en: 'Join us' }, wx_share_desc: { en: 'Three days' }, wx_share_cover: '/share.png' } }
    expect(meetingShareCard(configured, 'en')).toEqual({ title: 'Join us', description: 'Three days', cover: '/share.png' })
  })

  it('falls back to the meeting title and cover', () => {
    expect(meetingShareCard(meeting, 'en')).toEqual({ title: 'Expo', description: '', cover: '/c.png' })
  })
})
