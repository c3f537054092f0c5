import { block, cx, prefixed, CLASS_PREFIX } from '@/components/classNames'

describe('class names', () => {
  const bem = block('activity-card')

  it('prefixes with fu-', () => {
    expect(CLASS_PREFIX).toBe('fu')
    expect(prefixed('desktop-column')).toBe('fu-desktop-column')
    expect(bem.block).toBe('fu-activity-card')
  })

  it('names the block and its elements', () => {
    expect(bem()).toBe('fu-activity-card')
    expect(bem('title')).toBe('fu-activity-card__title')
    expect(bem('cover-box')).toBe('fu-activity-card__cover-box')
  })

  it('adds the modifiers that are on, after the plain class', () => {
    expect(bem({ current: true })).toBe('fu-activity-card fu-activity-card--current')
    expect(bem({ current: false, mobile: undefined, desktop: null })).toBe('fu-activity-card')
    expect(bem('title', { current: true, disabled: false, 'sold-out': true })).toBe('fu-activity-card__title fu-activity-card__title--current fu-activity-card__title--sold-out')
    expect(bem('title', {})).toBe('fu-activity-card__title')
  })

  it('gives a modifier class alone', () => {
    expect(block('tone').modifier('green')).toBe('fu-tone--green')
    expect(bem.modifier('on', 'cover')).toBe('fu-activity-card__cover--on')
  })

  it('joins classes, leaving out empty ones', () => {
    expect(cx(bem(), undefined, false, '', null, 'extra')).toBe('fu-activity-card extra')
    expect(cx(bem('title'), { 'fu-x': true, 'fu-y': false })).toBe('fu-activity-card__title fu-x')
  })
})
