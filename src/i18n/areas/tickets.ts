import { defineMessages } from './define'

/** Messages of my tickets, my registrations, my orders and order detail. */
export default defineMessages(
  {
    'tickets.placeholder': '—',
  },
  {
    en: { 'tickets.placeholder': '—' },
    ja: { 'tickets.placeholder': '—' },
    ko: { 'tickets.placeholder': '—' },
  },
)
