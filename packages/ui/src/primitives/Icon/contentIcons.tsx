// The icons of content and controls that the first page (/login, the tab bar) does not show:
// a module of their own, so they load with the pages that use them (scripts/check-size.mjs).
import { createIcon } from './Icon';

export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'ChevronRightIcon',
  <path d="M9 18l6-6-6-6" />,
);
export const CloseIcon = /* @__PURE__ */ createIcon('CloseIcon', <path d="M18 6L6 18M6 6l12 12" />);
export const MinusIcon = /* @__PURE__ */ createIcon('MinusIcon', <path d="M5 12h14" />);
export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const ArrowDownIcon = /* @__PURE__ */ createIcon(
  'ArrowDownIcon',
  <path d="M12 5v14M19 12l-7 7-7-7" />,
);
export const CopyIcon = /* @__PURE__ */ createIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 01-2-2V4a2 2 0 012-2h9a2 2 0 012 2v1" />
  </>,
);
export const CameraIcon = /* @__PURE__ */ createIcon(
  'CameraIcon',
  <>
    <path d="M23 19a2 2 0 01-2 2H3a2 2 0 01-2-2V8a2 2 0 012-2h4l2-3h6l2 3h4a2 2 0 012 2z" />
    <circle cx="12" cy="13" r="4" />
  </>,
);
export const RefreshIcon = /* @__PURE__ */ createIcon(
  'RefreshIcon',
  <path d="M21 4v6h-6M20.49 15a9 9 0 11-2.12-9.36L21 10" />,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const WarningIcon = /* @__PURE__ */ createIcon(
  'WarningIcon',
  <path d="M10.29 3.86L1.82 18a2 2 0 001.71 3h16.94a2 2 0 001.71-3L13.71 3.86a2 2 0 00-3.42 0zM12 9v4M12 17h.01" />,
);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.35-4.35" />
  </>,
);
export const ImageIcon = /* @__PURE__ */ createIcon(
  'ImageIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="8.5" cy="8.5" r="1.5" />
    <path d="M21 15l-5-5L5 21" />
  </>,
);
export const ArrowUpIcon = /* @__PURE__ */ createIcon(
  'ArrowUpIcon',
  <path d="M12 19V5M5 12l7-7 7 7" />,
);
