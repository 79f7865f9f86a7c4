import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { Badge } from '../Badge';
import { usePageShown } from '../../data/boot/pageShown';
import { tokens } from '../../theme/cssTokens';

// The two looks are chosen by data-variant, so the styles have no function in them (see cssTokens).
const List = styled.div`
  display: flex;
  overflow-x: auto;
  scrollbar-width: none;
  background: ${tokens.colors.surface};

  &[data-variant='line'] {
    border-bottom: 1px solid ${tokens.colors.border};
  }

  &[data-variant='pill'] {
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm} ${tokens.space.lg};
  }

  &::-webkit-scrollbar {
    display: none;
  }
`;

const Tab = styled.button`
  ${resetButton}
  position: relative;
  display: inline-flex;
  flex: 1 0 auto;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.xs};
  min-height: ${tokens.sizes.touch};
  padding: 0 ${tokens.space.lg};
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
  white-space: nowrap;
  color: ${tokens.colors.textSecondary};

  &:focus-visible {
    outline-offset: -2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  &[data-variant='line'][aria-selected='true'] {
    color: ${tokens.colors.accent.text};
    font-weight: ${tokens.fontWeights.semibold};
  }

  &[data-variant='line'][aria-selected='true']::after {
    content: '';
    position: absolute;
    bottom: 0;
    left: 50%;
    width: 24px;
    height: 3px;
    border-radius: 2px;
    background: ${tokens.colors.accent.solid};
    transform: translateX(-50%);
  }

  &[data-variant='pill'] {
    flex: none;
    min-height: 36px;
    padding: 0 ${tokens.space.md};
    border-radius: ${tokens.radii.pill};
    background: ${tokens.colors.surfaceMuted};
    font-size: ${tokens.fontSizes.sm};
    color: ${tokens.colors.text};
  }

  /* Still a 44px target inside the 36px pill. */
  &[data-variant='pill']::before {
    content: '';
    position: absolute;
    inset: -4px 0;
  }

  &[data-variant='pill'][aria-selected='true'] {
    background: ${tokens.colors.accent.soft};
    color: ${tokens.colors.accent.softText};
    font-weight: ${tokens.fontWeights.semibold};
  }
`;

export type TabItem<K extends string> = {
  /** Identifies the tab. */
  key: K;
  /** The tab's text. */
  label: ReactNode;
  /** A count after the label (0 hides it). */
  badge?: number;
  /** Shown but not choosable. */
  disabled?: boolean;
};

type TabsProps<K extends string> = {
  /** The tabs, in order; the strip scrolls sideways when they do not fit. */
  items: readonly TabItem<K>[];
  /** The selected tab's key. */
  value: K;
  /** Called with the key of the tab chosen (tap, or arrow keys). */
  onChange: (key: K) => void;
  /** Accessible name of the tab strip ("order status"). */
  label: string;
  /** 'line' (underlined, default) or 'pill' (chips, for filters such as today / week / month). */
  variant?: 'line' | 'pill';
  /** The selected tab's content; rendered in the tab panel. */
  children?: ReactNode;
};

/** A row of tabs (role tablist) over one panel showing the selected tab's content. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  variant = 'line',
  children,
}: TabsProps<K>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;
  const hasPanel = children !== undefined;

  // Bring the selected tab into view inside the strip, without scrolling the page.
  // The selected tab is brought to the middle of the strip. When the page opens on the first
  // tab, nothing needs to move, and nothing is measured: measuring forces a layout in the
  // middle of the page's first render (its cost: bench/RESULTS.md).
  // Otherwise the measure waits for the next frame, when the layout is done anyway.
  // On a page kept hidden, the measure waits until the page is shown (it would lay the hidden
  // page out in one piece).
  const moved = useRef(false);
  const shown = usePageShown();
  useEffect(() => {
    const first = items.find((item) => !item.disabled)?.key;
    if (!shown || (!moved.current && value === first)) return;
    moved.current = true;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab) return;
      const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
      // At once for a merchant who asked for less motion.
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      list.scrollTo?.({ left, behavior: reduced ? 'instant' : 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
    // Only a change of the selected tab, or the page coming into view, moves the strip.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, shown]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.key === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: TabItem<K> | undefined;
    if (step) next = enabled[(index + step + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  }

  return (
    <>
      <List
        ref={listRef}
        role="tablist"
        aria-label={label}
        data-variant={variant}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === value;
          return (
            <Tab
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              data-variant={variant}
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => onChange(item.key)}
            >
              {item.label}
              <Badge count={item.badge ?? 0} />
            </Tab>
          );
        })}
      </List>
      {hasPanel ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
          {children}
        </div>
      ) : null}
    </>
  );
}
