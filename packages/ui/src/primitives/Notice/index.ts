export { Notice, ShopClosedNotice, type NoticeTone } from './Notice';
