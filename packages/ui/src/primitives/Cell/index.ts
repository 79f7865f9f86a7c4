export { Cell, CellGroup } from './Cell';
