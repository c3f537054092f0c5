import { showsExhibitors } from '@/core/exhibition'

it('shows exhibitors only when the meeting sets show_exhibitor to 1', () => {
  expect(showsExhibitors({ exhibition: { show_exhibitor: 1 } } as never)).toBe(true)
  expect(showsExhibitors({ exhibition: { show_exhibitor: 0 } } as never)).toBe(false)
  expect(showsExhibitors({ exhibition: {} } as never)).toBe(false)
  expect(showsExhibitors({} as never)).toBe(false)
  expect(showsExhibitors(undefined)).toBe(false)
})
