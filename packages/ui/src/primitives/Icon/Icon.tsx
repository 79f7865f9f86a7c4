import type { ReactNode } from 'react';

export type IconProps = {
  /** Width and height in px (default 20). */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  title?: string;
  /** Class name, so styled(Icon) works. */
  className?: string;
};

/** An icon component: inline SVG drawn with the current text colour. */
export type IconComponent = (props: IconProps) => ReactNode;

/** Makes an icon of the set from its 24px paths (sibling files of the set use it too). */
export function createIcon(name: string, paths: ReactNode): IconComponent {
  function Icon({ size = 20, title, className }: IconProps) {
    return (
      <svg
        className={className}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'ChevronLeftIcon',
  <path d="M15 18l-6-6 6-6" />,
);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'ChevronDownIcon',
  <path d="M6 9l6 6 6-6" />,
);
export const CheckIcon = /* @__PURE__ */ createIcon('CheckIcon', <path d="M20 6L9 17l-5-5" />);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'EyeOffIcon',
  <path d="M17.94 17.94A10.07 10.07 0 0112 19c-6.5 0-10-7-10-7a18.5 18.5 0 015.06-5.94M9.9 4.24A9.12 9.12 0 0112 4c6.5 0 10 7 10 7a18.5 18.5 0 01-2.16 3.19M14.12 14.12a3 3 0 11-4.24-4.24M2 2l20 20" />,
);
export const SuccessIcon = /* @__PURE__ */ createIcon(
  'SuccessIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 12l3 3 5-6" />
  </>,
);
export const ErrorIcon = /* @__PURE__ */ createIcon(
  'ErrorIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M15 9l-6 6M9 9l6 6" />
  </>,
);
export const HomeIcon = /* @__PURE__ */ createIcon(
  'HomeIcon',
  <path d="M3 10.5L12 3l9 7.5V20a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z" />,
);
export const ProductIcon = /* @__PURE__ */ createIcon(
  'ProductIcon',
  <path d="M21 16V8a2 2 0 00-1-1.73l-7-4a2 2 0 00-2 0l-7 4A2 2 0 003 8v8a2 2 0 001 1.73l7 4a2 2 0 002 0l7-4A2 2 0 0021 16zM3.27 6.96L12 12.01l8.73-5.05M12 22.08V12" />,
);
export const OrderIcon = /* @__PURE__ */ createIcon(
  'OrderIcon',
  <path d="M9 3h6a1 1 0 011 1v2H8V4a1 1 0 011-1zM16 5h2a2 2 0 012 2v13a2 2 0 01-2 2H6a2 2 0 01-2-2V7a2 2 0 012-2h2M8 12h8M8 16h5" />,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'UserIcon',
  <>
    <path d="M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
