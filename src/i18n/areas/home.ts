import { defineMessages } from './define'

/** Messages of the meeting home page blocks. */
export default defineMessages(
  {
    'home.placeholder': '—',
  },
  {
    en: { 'home.placeholder': '—' },
    ja: { 'home.placeholder': '—' },
    ko: { 'home.placeholder': '—' },
  },
)
