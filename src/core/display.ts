import type { StatusKey } from './messages'

/** Colour family a screen paints a status or price in; the theme maps it to real colours. */
export type Tone = 'green' | 'amber' | 'red' | 'grey' | 'blue'

/** What a screen shows for a state: an i18n key (never translated text here, see messages.ts) and its tone. */
export interface Display<K extends StatusKey = StatusKey> {
  key: K
  tone: Tone
}

/** A status the app knows (an i18n key), or one shown as the server sent it. */
export type StatusDisplay<K extends StatusKey = StatusKey> = Display<K> | { text: string; tone: Tone }
