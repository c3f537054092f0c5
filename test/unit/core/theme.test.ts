import { DEFAULT_THEME_COLOR, themeVariables } from '@/core/theme'

describe('themeVariables', () => {
  it('uses the meeting theme colour, and the button colour unless the button follows the theme', () => {
    expect(themeVariables({ theme_color: '#c81d25', main_button_color: '#222222' })).toEqual({
      '--fu-theme-color': '#c81d25', '--fu-main-button-color': '#222222', '--fu-radius': '4px',
    })
    expect(themeVariables({ theme_color: '#c81d25', main_button_color: '#222222', follow_theme_color: 1 })['--fu-main-button-color']).toBe('#c81d25')
  })

  it('falls back to the default colour and ignores values that are not colours', () => {
    expect(themeVariables(undefined)['--fu-theme-color']).toBe(DEFAULT_THEME_COLOR)
    expect(themeVariables({ theme_color: 'red;background:url(x)' })['--fu-theme-color']).toBe(DEFAULT_THEME_COLOR)
  })

  it('rounds corners when border_radius is round', () => {
    expect(themeVariables({ border_radius: 'round' })['--fu-radius']).toBe('999px')
  })
})
