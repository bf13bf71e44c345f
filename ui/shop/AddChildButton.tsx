import { FormattedMessage } from '../../adapters/react/intl'
import { useSubjectSearch } from '../../adapters/react/subjectSearch'
import { primaryButton } from '../components/Modal'

/** B §2 multi-child order banner's action: opens the subject search modal. */
export const AddChildButton = () => {
  const [view, send] = useSubjectSearch()
  return (
    <button type="button" className={`${primaryButton} mt-3 w-full sm:w-auto`} onClick={() => send(view.events.open)}>
      <FormattedMessage id="multi_child_ordering.add_child" />
    </button>
  )
}
