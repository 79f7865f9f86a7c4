export {
  Actions,
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
