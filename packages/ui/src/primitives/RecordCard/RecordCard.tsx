import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/cssTokens';
import { cardSurface } from '../Card';

/**
 * One record of a list (an `article`, labelled by its heading): a refund, a deposit, a
 * withdrawal, a purchase, a team member. Spaced from the list's edges and from the record above.
 */
export const RecordCard = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  margin: ${tokens.space.md} ${tokens.space.md} 0;
  padding: ${tokens.space.md} ${tokens.space.lg};
  box-shadow: ${tokens.shadows.card};
`;

/** A record inside another card: a border instead of a shadow, no outer margin. */
export const FlatRecordCard = styled(RecordCard)`
  margin: 0;
  box-shadow: none;
  border: 1px solid ${tokens.colors.border};
`;

/**
 * The head line of a record: its heading (h2 or h3) left, a status right. The heading is an
 * order number in small figures; `data-heading="name"` sets a name a size larger.
 */
export const RecordHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  min-width: 0;

  h2,
  h3 {
    font-size: ${tokens.fontSizes.sm};
    font-weight: ${tokens.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  &[data-heading='name'] h2,
  &[data-heading='name'] h3 {
    font-size: ${tokens.fontSizes.md};
  }
`;

/** The amount of a record, large, after its label (the label in the first `span`). */
export const RecordAmount = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${tokens.space.sm};
  font-size: ${tokens.fontSizes.xl};
  font-weight: ${tokens.fontWeights.semibold};

  span:first-child {
    font-size: ${tokens.fontSizes.sm};
    font-weight: ${tokens.fontWeights.regular};
    color: ${tokens.colors.textSecondary};
  }
`;

/**
 * Label / value pairs of a record in two columns (a `dl`); `dd[data-tone="danger"]` for a
 * rejection note, `data-align="end"` to set the values against the right edge.
 */
export const RecordFields = styled.dl`
  display: grid;
  /* A long label wraps within half the width; the value keeps the rest. */
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${tokens.space.xs} ${tokens.space.md};
  margin: 0;
  font-size: ${tokens.fontSizes.sm};
  line-height: ${tokens.lineHeights.body};

  dt {
    color: ${tokens.colors.textSecondary};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }

  &[data-align='end'] dd {
    text-align: end;
  }

  dd[data-tone='danger'] {
    color: ${tokens.colors.tone.danger.text};
  }
`;

type RecordFieldProps = {
  /** What the value is. */
  label: ReactNode;
  /** 'danger' for a rejection note. */
  tone?: 'danger';
  /** The value. */
  children: ReactNode;
};

/** One label / value pair of `RecordFields`. */
export function RecordField({ label, tone, children }: RecordFieldProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-tone={tone}>{children}</dd>
    </>
  );
}
