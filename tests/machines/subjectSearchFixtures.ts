import type { CreatedOrder, SubjectSearchResults } from '../../machines/subjectSearch'
import { fixtures } from './fixtures'

// Named answers and events of the subject search scenarios (B §2, B §4, C §2); imported for its effect.

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const mapleGrove = { id: id(1), label: 'Maple Grove Elementary: Spring Portraits 2026' }
const oakridge = { id: id(9001), label: 'Oakridge Middle School: Spring Portraits 2026' }
const kindergarten = { id: id(9002), label: 'Maple Grove Elementary: Kindergarten Pre-order' }

const liam = { id: id(9101), name: 'Liam Carter', clientSession: mapleGrove.id, clientSessionLabel: mapleGrove.label }
const ava = { id: id(9102), name: 'Ava Johnson', clientSession: oakridge.id, clientSessionLabel: oakridge.label }

const results = (found: Partial<SubjectSearchResults>): SubjectSearchResults => ({
  clientSessions: [],
  subjects: [],
  ...found,
})

const created = (n: number, clientSession: string, subject: string | null): CreatedOrder => ({
  id: id(n),
  clientSession: { id: clientSession },
  subject,
})

Object.assign(fixtures, {
  'subjectSearch:liam': results({ subjects: [liam] }),
  'subjectSearch:avaAndPreOrder': results({ subjects: [ava], clientSessions: [kindergarten] }),
  'subjectSearch:nothing': results({}),
  // The order actor's order, as order.updated carries it: only the id is read.
  'subjectSearch:emmaOrder': { id: id(9200) },
  'subjectSearch:emmaCreated': created(9201, mapleGrove.id, id(9100)),
  'subjectSearch:liamCreated': created(9202, mapleGrove.id, liam.id),
  'subjectSearch:avaCreated': created(9203, oakridge.id, ava.id),
  'subjectSearch:preOrderCreated': created(9204, kindergarten.id, null),
})
