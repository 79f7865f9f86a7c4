export { RecordsPage, type RecordsPageProps, type RecordsViewProps } from './RecordsPage';
