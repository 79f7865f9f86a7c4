export {
  Actions,
  AmountSummary,
  Card,
  CardHead,
  CardNote,
  CardTitle,
  DocumentCard,
  RaisedCard,
  Row,
  Rows,
  Stack,
  cardSurface,
} from './Card';
