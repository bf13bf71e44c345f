import { useEffect, useRef } from 'react'

/** After each refused submit (a new `round`), the first field with an error takes the focus and scrolls into sight. */
export const useFocusFirstError = (focus: { id: string; round: number } | null) => {
  const latest = useRef(focus)
  latest.current = focus
  const round = focus?.round ?? 0
  useEffect(() => {
    const id = latest.current?.id
    if (round > 0 && id) document.getElementById(id)?.focus()
  }, [round])
}
