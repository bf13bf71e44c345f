// parse-address 1.1.2 ships no types. Only the call the offline US address provider uses is declared.
declare module 'parse-address' {
  /** The parts of a US address line; street type and directionals come back abbreviated (Avenue → Ave, north → N). */
  export type ParsedAddress = {
    number?: string
    prefix?: string
    street?: string
    type?: string
    suffix?: string
    sec_unit_type?: string
    sec_unit_num?: string
    city?: string
    state?: string
    zip?: string
    plus4?: string
    [part: string]: string | undefined
  }
  /** A whole US address ("number street [unit] [city state] [zip]"); null when the text does not read as one. */
  export function parseAddress(address: string): ParsedAddress | null
}
