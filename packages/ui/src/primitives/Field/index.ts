export { Field, useFieldIds } from './Field';
