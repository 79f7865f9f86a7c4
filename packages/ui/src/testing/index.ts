export {
  WAIT,
  cancelSheet,
  expectLocation,
  expectRowsToEnd,
  expectRejected,
  expectToast,
  findRecord,
  findSheet,
  inBody,
  locationOf,
  rowValue,
  sheetsClosed,
  shown,
  shownText,
  shownTime,
  typePayPassword,
} from './steps';
export { clipboardWrites, stubClipboard } from './clipboard';
export { padded } from './decorators';
export { inTabFrame } from './tabFrame';
export { deferred } from './deferred';
export { savedFiles, stubDownloads, type SavedFile } from './downloads';
export { expectFailureBlock, expectNotOffered } from './failure';
export { expectFieldError, fillField } from './forms';
export { pngPhoto, svgRenamedPng } from './images';
export { lastSeenStates, type LastSeenStory } from './lastSeen';
export { recordRequests, recording } from './requests';
export { useRefusedPassword, useStoryValue } from './storyState';
export {
  BASE,
  answer,
  seeds,
  withSeed,
  fail,
  notOffered,
  offline,
  refuse,
  stall,
  unauthorized,
} from '@merchant/mocks';
export { formStates, screenStates, type Read, type StateOptions, type StateStory } from './states';
