export { MyIncomeScreen } from './MyIncomeScreen';
