import { createIcon } from './Icon';

// The shop's icons (Home's header and shortcuts), drawn with the set's factory. Import them
// from this file, not from the folder's index: behind the index every page (the login page
// and its size budget included) would download them.

export const BellIcon = /* @__PURE__ */ createIcon(
  'BellIcon',
  <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 01-3.46 0" />,
);
export const ShopIcon = /* @__PURE__ */ createIcon(
  'ShopIcon',
  <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9a3 3 0 006 0 3 3 0 006 0 3 3 0 006 0M5 12v8h14v-8M10 20v-5h4v5" />,
);
export const RefundIcon = /* @__PURE__ */ createIcon(
  'RefundIcon',
  <path d="M3 7v5h5M3.5 12A8.5 8.5 0 1012 3.5a8.46 8.46 0 00-6 2.5L3 9M12 8v4l3 2" />,
);
export const ExpressIcon = /* @__PURE__ */ createIcon(
  'ExpressIcon',
  <path d="M13 2L3 14h9l-1 8 10-12h-9z" />,
);
export const ServiceIcon = /* @__PURE__ */ createIcon(
  'ServiceIcon',
  <path d="M3 18v-6a9 9 0 0118 0v6M21 19a2 2 0 01-2 2h-1a2 2 0 01-2-2v-3a2 2 0 012-2h3zM3 19a2 2 0 002 2h1a2 2 0 002-2v-3a2 2 0 00-2-2H3z" />,
);
export const WalletIcon = /* @__PURE__ */ createIcon(
  'WalletIcon',
  <path d="M20 12V8H6a2 2 0 010-4h12v4M4 6v12a2 2 0 002 2h14v-4M18 12a2 2 0 000 4h4v-4z" />,
);
export const DistributionIcon = /* @__PURE__ */ createIcon(
  'DistributionIcon',
  <path d="M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z" />,
);
export const LockIcon = /* @__PURE__ */ createIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 018 0v4" />
  </>,
);
export const MegaphoneIcon = /* @__PURE__ */ createIcon(
  'MegaphoneIcon',
  <path d="M3 11v3a1 1 0 001 1h2l5 4V6L6 10H4a1 1 0 00-1 1zM15.5 8.5a5 5 0 010 7M18.5 5.5a9 9 0 010 13" />,
);
