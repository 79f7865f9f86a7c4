export { SearchSelect, type SearchSelectOption, type SearchSelectProps } from './SearchSelect';
