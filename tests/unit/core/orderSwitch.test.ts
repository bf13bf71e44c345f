import { describe, expect, it } from 'vitest'
import { switchOrderUrl } from '../../../core/orderSwitch'

const session = '00000000-0000-4000-8000-000000000001'
const order = '00000000-0000-4000-8000-000000000060'
const liam = '00000000-0000-4000-8000-000000000101'

describe('switchOrderUrl (C §2, B §2 switching to a linked order)', () => {
  it.each([
    [
      'C §2: an order with a subject opens on that subject (subjectUid)',
      { clientSessionId: session, orderId: order, subjectId: liam },
      `/cart/${session}?mco-cross-session=true&oid=${order}&subjectUid=${liam}`,
    ],
    [
      'C §2: an order without a subject clears the student chosen before (clearSessionAuthentication)',
      { clientSessionId: session, orderId: order, subjectId: null },
      `/cart/${session}?mco-cross-session=true&oid=${order}&clearSessionAuthentication=true`,
    ],
    [
      'C §2: another client session (a school across sessions) goes to that session’s shop',
      { clientSessionId: 'oakridge', orderId: 'o-9', subjectId: 'ava' },
      '/cart/oakridge?mco-cross-session=true&oid=o-9&subjectUid=ava',
    ],
    [
      'ids are written safely into the address',
      { clientSessionId: 'a/b', orderId: 'o&1', subjectId: 's 1' },
      '/cart/a%2Fb?mco-cross-session=true&oid=o%261&subjectUid=s+1',
    ],
  ])('%s', (_, target, url) => {
    expect(switchOrderUrl(target)).toBe(url)
  })

  it('issue 15: the admin opens the cart (/view) of the shop it switches to', () => {
    expect(switchOrderUrl({ clientSessionId: session, orderId: order, subjectId: liam }, '/view')).toBe(
      `/cart/${session}/view?mco-cross-session=true&oid=${order}&subjectUid=${liam}`,
    )
  })

  it('C §2: the shop reads back the order (oid) and the subject it was given', () => {
    const query = new URLSearchParams(
      switchOrderUrl({ clientSessionId: session, orderId: order, subjectId: liam }).split('?')[1],
    )
    expect(query.get('oid')).toBe(order)
    expect(query.get('subjectUid')).toBe(liam)
    expect(query.get('mco-cross-session')).toBe('true')
    expect(query.has('clearSessionAuthentication')).toBe(false)
  })
})
