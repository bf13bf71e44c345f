// Issue 14 point 5 (changes before production; C §2 order view, C §4 image options): the pure rules of a change after
// purchase, in core/afterPurchase.ts.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  amountChangedMessage,
  canChange,
  changeableAfterPurchase,
  changeSummary,
  changesClosedMessage,
  type GroupLike,
  type Look,
  lookOf,
  MAX_MONEY_CHANGES,
  planTotal,
  refundPlan,
  settlementOf,
  tooManyChangesMessage,
} from '../../../core/afterPurchase'
import { ORDER_STATUSES } from '../../../core/orderStatus'
import { PAYMENT_METHODS } from '../../../core/payments'
import { say } from '../../../server/messages/say'

const CUTOFF = '2026-12-22T12:00:00.000Z'
const before = new Date('2026-12-22T11:59:59.999Z')
const at = new Date(CUTOFF)

describe('canChange: paid or placed, before the production cutoff', () => {
  it.each([
    ['paid', CUTOFF, before, true],
    ['placed', CUTOFF, before, true],
    ['paid', CUTOFF, at, false],
    ['paid', null, before, false],
    ['paid', 'not a date', before, false],
    ['open', CUTOFF, before, false],
    ['checkout', CUTOFF, before, false],
    ['payment_pending', CUTOFF, before, false],
    ['cancelled', CUTOFF, before, false],
  ] as const)('%s with cutoff %s at %s: %s', (status, cutoff, now, expected) => {
    expect(canChange(status, cutoff, now)).toBe(expected)
  })

  it('property: changes close at the cutoff and never reopen later', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 1e10 }),
        (status, cutoff, now, later) => {
          const iso = new Date(cutoff).toISOString()
          if (canChange(status, iso, new Date(now + later))) expect(canChange(status, iso, new Date(now))).toBe(true)
          if (now >= cutoff) expect(canChange(status, iso, new Date(now))).toBe(false)
        },
      ),
    )
  })
})

describe('changesClosedMessage names the date and the studio contact (said in English and Spanish)', () => {
  const desk = { name: 'Brightside order desk', email: 'orders@brightside.example', phone: '+1 408 555 0142' }
  it.each([
    [CUTOFF, desk, 'Changes closed on December 22, 2026. Ask Brightside order desk at orders@brightside.example.'],
    [
      CUTOFF,
      { ...desk, email: null },
      'Changes closed on December 22, 2026. Ask Brightside order desk at +1 408 555 0142.',
    ],
    [CUTOFF, { name: 'the studio', email: null, phone: null }, 'Changes closed on December 22, 2026. Ask the studio.'],
    [null, desk, 'This order takes no changes after purchase. Ask Brightside order desk at orders@brightside.example.'],
    [null, null, 'This order takes no changes after purchase. Ask the studio.'],
  ])('cutoff %s', (cutoff, contact, message) => {
    expect(say('en', changesClosedMessage(cutoff, contact))).toBe(message)
  })
  it("in Spanish, the date in the store locale's region", () => {
    expect(say('es', changesClosedMessage(CUTOFF, null, 'en-US'))).toBe(
      'Los cambios se cerraron el 22 de diciembre de 2026. Consulte al estudio.',
    )
  })
})

describe('amountChangedMessage says the new difference and the one confirmed (409 amount_changed)', () => {
  it.each([
    [800_000, 500_000, 'en-US', 'it now adds $8.00 (you confirmed it adds $5.00)'],
    [-300_000, -500_000, 'en-US', 'it now takes $3.00 off (you confirmed it takes $5.00 off)'],
    [0, 500_000, 'en-US', 'it now leaves the total as it is (you confirmed it adds $5.00)'],
    [800_000, 0, 'de-DE', 'it now adds 8,00\u00a0$ (you confirmed it leaves the total as it is)'],
  ])('%i after %i confirmed (%s)', (amount, confirmed, locale, words) => {
    expect(say('en', amountChangedMessage(amount, confirmed, 'USD', locale))).toBe(
      `The price of this change moved: ${words}. Nothing was changed: look at the new amount and confirm again.`,
    )
  })
  it("in Spanish, with the money of the locale's region (es-US for en-US)", () => {
    expect(say('es', amountChangedMessage(-300_000, 500_000, 'USD', 'en-US'))).toBe(
      'El precio de este cambio se movió: ahora resta $3.00 (usted confirmó que suma $5.00). No se cambió nada: revise el nuevo importe y vuelva a confirmar.',
    )
  })
})

describe('tooManyChangesMessage names the limit and whom to ask', () => {
  it('with and without a studio contact', () => {
    const desk = { name: 'Brightside order desk', email: 'orders@brightside.example', phone: null }
    expect(say('en', tooManyChangesMessage(desk))).toBe(
      `This order has had ${MAX_MONEY_CHANGES} changes that changed its price, the most that can be made here. Ask Brightside order desk at orders@brightside.example.`,
    )
    expect(say('en', tooManyChangesMessage(null))).toMatch(/ Ask the studio\.$/)
    expect(say('es', tooManyChangesMessage(null))).toMatch(/ Consulte al estudio\.$/)
  })
})

describe('settlementOf: the difference rule (charge > 0, refund < 0, none)', () => {
  it.each([
    ['stripe', 500, 'charge'],
    ['stripe', -500, 'refund'],
    ['stripe', 0, 'none'],
    ['testing', 500, 'record'],
    ['testing', -500, 'record'],
    ['manual', 500, 'due'],
    ['manual', -500, 'due'],
    ['free', 500, 'needs_payment'],
    ['free', -500, 'record'],
    [null, 500, 'needs_payment'],
    ['free', 0, 'none'],
  ] as const)('%s, %i: %s', (method, amount, expected) => {
    expect(settlementOf(method, amount)).toBe(expected)
  })

  it('property: only a card moves money, its direction the sign of the difference; nothing moves without one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_METHODS, null), fc.integer(), (method, amount) => {
        const s = settlementOf(method, amount)
        expect(s === 'none').toBe(amount === 0)
        if (s === 'charge') expect(amount).toBeGreaterThan(0)
        if (s === 'refund') expect(amount).toBeLessThan(0)
        if (s === 'charge' || s === 'refund') expect(method).toBe('stripe')
      }),
    )
  })
})

describe('refundPlan draws a refund from the captures in order', () => {
  it.each([
    ['from the first capture', [{ intentId: 'a', refundable: 10 }], 4, [{ intentId: 'a', amount: 4 }]],
    [
      'over two captures',
      [
        { intentId: 'b', refundable: 3 },
        { intentId: 'a', refundable: 10 },
      ],
      5,
      [
        { intentId: 'b', amount: 3 },
        { intentId: 'a', amount: 2 },
      ],
    ],
    [
      'skipping one given back already',
      [
        { intentId: 'b', refundable: 0 },
        { intentId: 'a', refundable: 10 },
      ],
      5,
      [{ intentId: 'a', amount: 5 }],
    ],
    ['more than was taken', [{ intentId: 'a', refundable: 3 }], 5, null],
  ])('%s', (_, sources, amount, expected) => {
    expect(refundPlan(sources, amount)).toEqual(expected)
  })

  it('property: the parts add up to the refund, none above what its capture may give back', () => {
    const sources = fc.uniqueArray(
      fc.record({ intentId: fc.string({ minLength: 1, maxLength: 4 }), refundable: fc.integer({ min: -5, max: 1e6 }) }),
      { maxLength: 6, selector: (s) => s.intentId },
    )
    fc.assert(
      fc.property(sources, fc.integer({ min: 1, max: 5e6 }), (from, amount) => {
        const plan = refundPlan(from, amount)
        const available = from.reduce((n, s) => n + Math.max(0, s.refundable), 0)
        expect(plan === null).toBe(available < amount)
        if (!plan) return
        expect(planTotal(plan)).toBe(amount)
        for (const part of plan) {
          expect(part.amount).toBeGreaterThan(0)
          expect(part.amount).toBeLessThanOrEqual(from.find((s) => s.intentId === part.intentId)?.refundable ?? 0)
        }
      }),
    )
  })
})

const backdrop: GroupLike = {
  id: 'g-backdrop',
  type: 'background',
  label: 'Backdrop',
  productOptions: [
    { id: 'blue', label: 'Classic blue' },
    { id: 'grey', label: 'Storm grey' },
  ],
}
const finish: GroupLike = {
  id: 'g-finish',
  type: 'select',
  label: 'Paper finish',
  productOptions: [
    { id: 'lustre', label: 'Lustre' },
    { id: 'metallic', label: 'Metallic' },
  ],
}
const retouching: GroupLike = {
  id: 'g-retouching',
  type: 'checkbox',
  label: 'Retouching',
  productOptions: [
    { id: 'blemish', label: 'Blemish touch-up' },
    { id: 'glare', label: 'Glasses glare removal' },
  ],
}
const name: GroupLike = { id: 'g-name', type: 'text', label: 'Name on the print', productOptions: [] }
const groups = [backdrop, finish, retouching, name]
const nodes = new Map([
  ['n1', '8×10 print'],
  ['n2', 'Wallet sheet'],
])
const node = (image: string, extra: Record<string, unknown> = {}) => ({ node: 'n1', image, imageCrop: 'c1', ...extra })
const look = (options: Record<string, { value: unknown; notes?: string }>, nodeList = [node('p1')]): Look =>
  lookOf('Green-screen 8×10', groups, nodes, { options, nodes: nodeList })

describe('changeSummary: what an audit row and the receipt say changed', () => {
  const base = { 'g-backdrop': { value: 'blue' }, 'g-finish': { value: 'lustre' } }
  it.each([
    ['nothing', look(base), ''],
    [
      'the backdrop',
      look({ ...base, 'g-backdrop': { value: 'grey' } }),
      'Green-screen 8×10: backdrop Classic blue → Storm grey',
    ],
    [
      'the crop',
      look(base, [node('p1', { crop: { x: 0.1, y: 0, width: 0.8, height: 0.9 } })]),
      'Green-screen 8×10: crop changed',
    ],
    ['the rotation', look(base, [node('p1', { rotation: 90 })]), 'Green-screen 8×10: crop changed'],
    [
      'the photo (another pose), its crop with it',
      look(base, [node('p2', { imageCrop: 'c2' })]),
      'Green-screen 8×10: photo changed',
    ],
    [
      'several parts at once',
      look({ ...base, 'g-finish': { value: 'metallic' }, 'g-retouching': { value: ['blemish', 'glare'] } }, [
        node('p1', { rotation: 180 }),
      ]),
      'Green-screen 8×10: paper finish Lustre → Metallic; retouching none → Blemish touch-up, Glasses glare removal; crop changed',
    ],
    ['a text', look({ ...base, 'g-name': { value: ' Emma ' } }), 'Green-screen 8×10: name on the print none → “Emma”'],
    [
      'only the notes',
      look({ ...base, 'g-finish': { value: 'lustre', notes: 'no glare' } }),
      'Green-screen 8×10: paper finish notes changed',
    ],
    [
      'a node backdrop',
      look(base, [node('p1', { productOption: 'grey' })]),
      'Green-screen 8×10: backdrop none → Storm grey',
    ],
  ])('%s', (_, after, summary) => {
    expect(changeSummary(look(base), after)).toBe(summary)
  })

  it('names the node when the product has several', () => {
    const two = [node('p1'), { node: 'n2', image: 'p1', imageCrop: 'c1' }]
    const changed = [node('p1'), { node: 'n2', image: 'p3', imageCrop: 'c3' }]
    expect(changeSummary(look(base, two), look(base, changed))).toBe('Green-screen 8×10: photo of Wallet sheet changed')
  })

  it('property: a configuration compared with itself changed nothing; any other option value says so', () => {
    const value = fc.constantFrom<unknown>('blue', 'grey', null, 'lustre', 'metallic', ['blemish'], [], 'text')
    const config = fc.dictionary(
      fc.constantFrom('g-backdrop', 'g-finish', 'g-retouching', 'g-name'),
      fc.record({ value }),
    )
    fc.assert(
      fc.property(config, config, (a, b) => {
        expect(changeSummary(look(a), look(a))).toBe('')
        const differs = groups.some(
          (g) => JSON.stringify(a[g.id]?.value ?? null) !== JSON.stringify(b[g.id]?.value ?? null),
        )
        expect(changeSummary(look(a), look(b)) !== '').toBe(differs)
      }),
    )
  })
})

describe('issue 14 point 5: which items of a bought order may still change', () => {
  it.each([
    [{ type: 'custom' as const, orderItems: [] }, true],
    [{ type: 'package' as const, orderItems: [{ type: 'custom' as const }] }, true],
    [{ type: 'digital' as const, orderItems: [] }, false],
    [{ type: 'digitalBulk' as const, orderItems: [] }, false],
    [{ type: 'package' as const, orderItems: [{ type: 'custom' as const }, { type: 'digital' as const }] }, false],
  ])('%j → %s (delivered files are not re-pointed)', (item, expected) => {
    expect(changeableAfterPurchase(item)).toBe(expected)
  })
})
