/** The settings form as data (src/core/organizerSettingsForm.ts): read back unchanged, only changes sent, checks as the server's. */
import type { OrganizerMeetingSettings } from '@fu-types/api'
import { fieldsOf, settingsPatch } from '@/core/organizerSettingsForm'

const saved: OrganizerMeetingSettings = {
  title: { zh: '博览会', en: 'Expo' }, start: 1798761600, end: 1798934400, timezone: 'Asia/Shanghai', place: null, cover: null,
  languages: { zh: 1, en: 1, ja: 0, ko: 0 }, theme_color: '#1f6feb', main_button_color: '#1f6feb', follow_theme_color: 1,
  main_button_theme: 'light', border_radius: 'round', limits_type: 0, allow_guest_view: 1, domain: null, icp: null,
  share_title: null, share_desc: null, share_cover: null, enable_copilot: 1, copilot_name: null, copilot_prologue_title: null,
  copilot_prologue_description: null, template: null,
  // Saved with its languages in another order than the form's, and a language that is off.
  copilot_prologue_questions: [{ ko: '어디?', en: 'Where?', zh: '哪里？' }, { en: 'When?', zh: '何时？' }],
}

test('the saved settings, read into the form, are no change at all', () => {
  expect(settingsPatch(fieldsOf(saved), saved)).toEqual({ patch: {}, problems: {} })
})

test('questions are line i of each language on; a language that is off keeps its text', () => {
  const f = fieldsOf(saved)
  f.questions.en = 'Where?\nWhen?\nHow much?'
  f.questions.zh = '哪里？\n何时？\n多少钱？'
  expect(settingsPatch(f, saved).patch).toEqual({
    copilot_prologue_questions: [{ ko: '어디?', zh: '哪里？', en: 'Where?' }, { zh: '何时？', en: 'When?' }, { zh: '多少钱？', en: 'How much?' }],
  })
  f.questions.en = Array.from({ length: 11 }, (_, i) => `Q${i}`).join('\n')
  expect(settingsPatch(f, saved).problems).toEqual({ copilot_prologue_questions: 'tooManyQuestions' })
})

test('what the server would refuse is named by field, and nothing of it is sent', () => {
  const f = fieldsOf(saved)
  f.languages = ['zh', 'en', 'ja']
  f.plain.theme_color = 'red'
  f.plain.end = '2026-12-31 23:00'
  f.plain.timezone = 'Mars/Base'
  const { patch, problems } = settingsPatch(f, saved)
  expect(problems).toEqual({ 'title.ja': 'titleMissing', theme_color: 'color', timezone: 'timezone' })
  expect(patch).not.toHaveProperty('theme_color')
  f.plain.timezone = 'Asia/Shanghai'
  expect(settingsPatch(f, saved).problems).toMatchObject({ end: 'endBeforeStart' })
  f.languages = []
  expect(settingsPatch(f, saved).problems).toMatchObject({ languages: 'languageNeeded' })
})

test('an emptied domain is none (null), a typed one lower case', () => {
  const f = fieldsOf({ ...saved, domain: 'expo.demo.test' })
  f.plain.domain = ' '
  expect(settingsPatch(f, { ...saved, domain: 'expo.demo.test' }).patch).toEqual({ domain: null })
  f.plain.domain = 'Expo.Example.COM'
  expect(settingsPatch(f, saved).patch).toEqual({ domain: 'expo.example.com' })
})
