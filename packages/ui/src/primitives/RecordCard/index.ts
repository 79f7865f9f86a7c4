export { FlatRecordCard, RecordAmount, RecordCard, RecordFields, RecordHead } from './RecordCard';
