import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { type CreatedOrder, type SubjectSearchResults, subjectSearchMachine } from '../../../machines/subjectSearch'
import { subjectSearchView } from '../../../machines/subjectSearchView'

const found: SubjectSearchResults = {
  subjects: [{ id: 'liam', name: 'Liam Carter', clientSession: 's1', clientSessionLabel: 'Maple Grove 2026' }],
  clientSessions: [{ id: 'kinder', label: 'Kindergarten pre-order' }],
}

const start = (search: () => Promise<SubjectSearchResults> = async () => found) => {
  const actor = createActor(
    subjectSearchMachine.provide({
      actors: {
        searchByCode: fromPromise(search),
        createCurrentOrder: fromPromise(() => new Promise<{ id: string }>(() => {})),
        createLinkedOrder: fromPromise(() => new Promise<CreatedOrder>(() => {})),
      },
      actions: { switchTo: () => {} },
    }),
    {
      input: { clientSessionId: 's1', subjectId: 'emma', stageType: 're-order', order: { id: 'o1' }, orderReady: true },
    },
  ).start()
  const view = () => subjectSearchView(actor.getSnapshot())
  return { actor, view }
}

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('subjectSearchView (B §2 subject search modal, B §4, B §5)', () => {
  it('closed: no modal, no backdrop; the banner button opens it', () => {
    const { actor, view } = start()
    expect(view()).toMatchObject({ open: false, switching: false, results: [] })
    actor.send(view().events.open)
    expect(view()).toMatchObject({ open: true, step: 'search', canClose: true, error: null })
  })

  it('B §5: a blank code names its message with the code trimmed; what was typed stays', () => {
    const { actor, view } = start()
    actor.send(view().events.open)
    actor.send(view().events.change('  '))
    actor.send(view().events.submit)
    expect(view()).toMatchObject({
      code: '  ',
      error: { id: 'multi_child_ordering.error_search_has_no_access_code', values: { code: '' } },
    })
  })

  it('B §2: results list students with their session and session pre-orders without one', async () => {
    const { actor, view } = start()
    actor.send(view().events.open)
    actor.send(view().events.change('LIAM-2026'))
    actor.send(view().events.submit)
    expect(view().searching).toBe(true)
    await settle()
    expect(view().results.map(({ kind, title, detail }) => ({ kind, title, detail }))).toEqual([
      { kind: 'subject', title: 'Liam Carter', detail: 'Maple Grove 2026' },
      { kind: 'session', title: 'Kindergarten pre-order', detail: null },
    ])
  })

  it('B §4: a student needs the tick before Add; while creating nothing closes', async () => {
    const { actor, view } = start()
    actor.send(view().events.open)
    actor.send(view().events.change('LIAM-2026'))
    actor.send(view().events.submit)
    await settle()
    const liam = view().results[0]
    if (!liam) throw new Error('no result')
    actor.send(liam.choose)
    expect(view()).toMatchObject({ step: 'confirm', confirmRequired: true, canAdd: false })
    actor.send(view().events.confirm(true))
    expect(view().canAdd).toBe(true)
    actor.send(view().events.add)
    expect(view()).toMatchObject({ step: 'confirm', creating: true, canClose: false, canAdd: false })
  })

  it('a failed search maps to its message', async () => {
    const { actor, view } = start(() => Promise.reject(new Error('down')))
    actor.send(view().events.open)
    actor.send(view().events.change('LIAM-2026'))
    actor.send(view().events.submit)
    await settle()
    expect(view().error).toEqual({ id: 'multi_child_ordering.error_search_failed', values: { code: 'LIAM-2026' } })
  })
})
