/**
 * Long lists keep only the rows near the viewport in the DOM (components/WindowedRows, inside every PagedListView).
 * jsdom lays nothing out, so the page's layout is given here: each row's box follows from its place in the list
 * (`aria-posinset`), as a browser would place it after the spacer that stands for the rows above it.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { View } from '@tarojs/components'
import { PagedListView } from '@/components/PagedListView'
import { WINDOW_FROM } from '@/components/WindowedRows'
import { srRole } from '@/components/a11y'

const ROWS = 2000
const LIST_TOP = 150
const VIEWPORT = 800

/** A layout: where row i (0-based) starts and how tall it is, in px from the list's top. */
interface Layout { top(i: number): number; height(i: number): number }

/** One column of rows 60 or 140 px tall (a card with a one- or three-line summary), 12 px apart. */
function columnOfVariableRows(): Layout {
  const tops: number[] = []
  let y = 0
  for (let i = 0; i < ROWS; i++) { tops.push(y); y += (i % 3 === 0 ? 140 : 60) + 12 }
  return { top: i => tops[i], height: i => (i % 3 === 0 ? 140 : 60) }
}

/** A desktop grid of three cards a row, 300 px tall, 24 px apart. */
const gridOfThree: Layout = { top: i => Math.floor(i / 3) * 324, height: () => 300 }

let restore: (() => void) | undefined
function layOut(layout: Layout, rowGap: number) {
  const rect = Element.prototype.getBoundingClientRect
  const style = window.getComputedStyle
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const place = Number(this.getAttribute('aria-posinset'))
    const list = this.getAttribute('role') === 'list'
    const top = list ? LIST_TOP - window.scrollY : place ? LIST_TOP + layout.top(place - 1) - window.scrollY : 0
    const height = list ? layout.top(ROWS - 1) + layout.height(ROWS - 1) : place ? layout.height(place - 1) : 0
    return { top, bottom: top + height, left: 0, right: 0, width: 0, height, x: 0, y: top, toJSON: () => ({}) } as DOMRect
  }
  window.getComputedStyle = ((element: Element) => ({ ...style(element), rowGap: `${rowGap}px` })) as typeof window.getComputedStyle
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT })
  restore = () => { Element.prototype.getBoundingClientRect = rect; window.getComputedStyle = style }
}
afterEach(() => { restore?.(); restore = undefined; window.scrollY = 0 })

const idle = { status: 'ready' as const, error: undefined, retry: () => undefined, hasMore: false, loadMore: () => undefined, loadingMore: false, moreFailed: false }
const texts = { total: `${ROWS} exhibitors`, loadMore: 'More', loadingMore: 'Loading', failed: 'Failed', allLoaded: 'All loaded' }

function renderList(count = ROWS) {
  return render(
    <PagedListView list={idle} count={count} empty={null} className='body' listClassName='cards' pagingTexts={texts}>
      {Array.from({ length: count }, (_, i) => (
        <View key={i} {...srRole('listitem')}><button type='button'>{`Exhibitor ${i + 1}`}</button></View>
      ))}
    </PagedListView>,
  )
}

/** The page scrolls to `y`: the scroll event, then the frame in which the list looks again. */
async function scrollTo(y: number) {
  window.scrollY = y
  await act(async () => {
    fireEvent.scroll(document)
    await new Promise(resolve => requestAnimationFrame(() => resolve(undefined)))
  })
}

const rendered = () => screen.getAllByRole('listitem')
const places = () => rendered().map(row => Number(row.getAttribute('aria-posinset')))

describe('a long list', () => {
  it('of 2 000 rows of different heights holds only a window of them, and scrolling brings later rows in', async () => {
    const layout = columnOfVariableRows()
    layOut(layout, 12)
    renderList()
    const start = rendered()
    expect(start.length).toBeLessThan(100)
    expect(start[0]).toHaveTextContent('Exhibitor 1')
    // Screen readers hear each row's place in the whole list.
    expect(start[0]).toHaveAttribute('aria-posinset', '1')
    expect(start[0]).toHaveAttribute('aria-setsize', String(ROWS))
    expect(screen.queryByText('Exhibitor 1000')).toBeNull()

    await scrollTo(layout.top(999))
    expect(screen.getByText('Exhibitor 1000')).toBeInTheDocument()
    expect(screen.queryByText('Exhibitor 1')).toBeNull()
    expect(rendered().length).toBeLessThan(100)
    // The rows in the DOM are consecutive.
    const shown = places()
    expect(shown).toEqual(shown.map((_, at) => shown[0] + at))
    // Every block of 12 of this layout is as tall as the next, so the spacer, sized from the blocks measured at the
    // top, stands exactly for the rows above (less the list's gap, which follows it).
    const spacer = document.querySelector('.fu-windowed__spacer') as HTMLElement
    expect(spacer.style.height).toBe(`${layout.top(shown[0] - 1) - 12}px`)

    await scrollTo(layout.top(ROWS - 1))
    expect(screen.getByText(`Exhibitor ${ROWS}`)).toBeInTheDocument()
    expect(rendered().length).toBeLessThan(100)

    await scrollTo(0)
    expect(screen.getByText('Exhibitor 1')).toBeInTheDocument()
    expect(screen.queryByText(`Exhibitor ${ROWS}`)).toBeNull()
  }, 20_000)

  it('in a desktop grid of three columns shows whole grid rows around the viewport', async () => {
    layOut(gridOfThree, 24)
    renderList()
    await scrollTo(gridOfThree.top(600))
    const shown = places()
    expect(shown.length).toBeLessThan(100)
    expect(shown).toContain(601)
    // Blocks of 12 rows start at a multiple of 12, so every card keeps its column (12 is a multiple of 3).
    expect((shown[0] - 1) % 3).toBe(0)
  }, 20_000)

  it('keeps the focused row and its neighbours in the DOM, so Tab reaches the next rows', async () => {
    layOut(columnOfVariableRows(), 12)
    renderList()
    const lastShown = places().at(-1) ?? 0
    const button = screen.getByText(`Exhibitor ${lastShown}`)
    await act(async () => { button.focus() })
    expect(button).toHaveFocus()
    // The next block came in behind the focused row, before the page even scrolled.
    expect(screen.getByText(`Exhibitor ${lastShown + 1}`)).toBeInTheDocument()
  }, 20_000)

  it(`of up to ${WINDOW_FROM} rows renders whole, as before`, () => {
    layOut(columnOfVariableRows(), 12)
    renderList(WINDOW_FROM)
    expect(rendered()).toHaveLength(WINDOW_FROM)
    expect(rendered()[0]).not.toHaveAttribute('aria-posinset')
  })
})
