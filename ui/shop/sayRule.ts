import type { IntlShape } from '../../adapters/react/intl'
import type { RuleText } from '../../machines/ruleText'
import type { ViewText } from '../../machines/viewText'

const say = (intl: IntlShape, text: ViewText) =>
  'text' in text ? text.text : intl.formatMessage({ id: text.id }, text.values)

/** A business rule in the shopper's language (machines/ruleText.ts): its conditions joined, inside its sentence. */
export const sayRule = (intl: IntlShape, rule: RuleText): string =>
  intl.formatMessage(
    { id: rule.id },
    {
      conditions: rule.conditions
        .map((c) => intl.formatMessage({ id: c.id }, { ...c.values, label: say(intl, c.label) }))
        .join(intl.formatMessage({ id: rule.join })),
    },
  )
