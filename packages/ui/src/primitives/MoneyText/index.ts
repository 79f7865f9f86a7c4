export { MoneyText, type MoneyTone } from './MoneyText';
