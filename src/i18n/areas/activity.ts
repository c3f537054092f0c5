import { defineMessages } from './define'

/** Messages of activity list and detail, registration states and dialogs. */
export default defineMessages(
  {
    'activity.placeholder': '—',
  },
  {
    en: { 'activity.placeholder': '—' },
    ja: { 'activity.placeholder': '—' },
    ko: { 'activity.placeholder': '—' },
  },
)
