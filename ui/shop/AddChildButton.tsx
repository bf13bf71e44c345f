import { FormattedMessage } from '../../adapters/react/intl'
import { useAddChild } from '../../adapters/react/subjectSearch'
import { primaryButton } from '../components/Modal'

/** B §2 multi-child order banner's action: opens the subject search modal. */
export const AddChildButton = () => {
  const open = useAddChild()
  return (
    <button type="button" className={`${primaryButton} mt-3 w-full sm:w-auto`} onClick={open}>
      <FormattedMessage id="multi_child_ordering.add_child" />
    </button>
  )
}
