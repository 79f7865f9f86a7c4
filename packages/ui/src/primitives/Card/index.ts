export {
  Actions,
  Card,
  CardHead,
  CardNote,
  CardTitle,
  RaisedCard,
  Row,
  Rows,
  Stack,
  cardSurface,
} from './Card';
