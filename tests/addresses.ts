// One valid US address (C §3 address) the tests of every layer start from, changing only what a test is about.
import type { Address } from '../core/address'

export const cupertino: Address = {
  name: 'Ada Parent',
  address1: '1 Infinite Loop',
  address2: '',
  city: 'Cupertino',
  zipCode: '95014',
  state: 'US-CA',
  stateLabel: 'California',
  country: 'US',
  phone: '2133734253',
  validated: false,
}
