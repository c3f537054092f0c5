/** The languages the assistant answers in: the app's four. */
export type MatchLanguage = 'zh' | 'en' | 'ja' | 'ko'
