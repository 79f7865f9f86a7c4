export { LostAnswerNotice, Notice, ShopClosedNotice, type NoticeTone } from './Notice';
