import type { MeetingConfig } from '@fu-types/entities'

export const DEFAULT_THEME_COLOR = '#1677ff'

/**
 * The meeting's theme as CSS variables (set once on the page root): theme colour, main button
 * colour (the theme colour when follow_theme_color is 1 or no button colour is set) and corner radius.
 */
export function themeVariables(config: MeetingConfig | undefined): Record<string, string> {
  const theme = validColor(config?.theme_color) ?? DEFAULT_THEME_COLOR
  const button = config?.follow_theme_color === 1 ? theme : validColor(config?.main_button_color) ?? theme
  return {
    '--fu-theme-color': theme,
    '--fu-main-button-color': button,
    '--fu-radius': config?.border_radius === 'round' ? '999px' : '4px',
  }
}

/** Only plain colour values reach a style attribute (or a canvas). */
export function validColor(value: string | undefined): string | undefined {
  if (!value) return undefined
  return /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i.test(value.trim()) ? value.trim() : undefined
}
