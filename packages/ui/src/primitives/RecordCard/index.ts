export {
  FlatRecordCard,
  RecordAmount,
  RecordCard,
  RecordField,
  RecordFields,
  RecordHead,
} from './RecordCard';
