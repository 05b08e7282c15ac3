export { filterOptions, firstEnabled, lastEnabled, moveIndex, typeahead } from './listNavigation';
export {
  type MultiSelectProps,
  Select,
  type SelectOption,
  type SelectProps,
  type SelectValue,
  type SingleSelectProps,
} from './Select';
export type { SelectSize } from './Select.styles';
