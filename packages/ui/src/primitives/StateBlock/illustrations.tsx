import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../theme/cssTokens';

export type StateKind = 'empty' | 'error' | 'offline' | 'notFound' | 'notOffered';

const Svg = styled.svg`
  display: block;
  width: 120px;
  height: 100px;

  .ground {
    fill: ${tokens.colors.skeleton};
  }
  .shape {
    fill: ${tokens.colors.surfaceMuted};
    stroke: ${tokens.colors.textTertiary};
  }
  .line {
    fill: none;
    stroke: ${tokens.colors.textTertiary};
  }
  .mark {
    fill: none;
    stroke: ${tokens.colors.accent.solid};
  }
  .alert {
    fill: none;
    stroke: ${tokens.colors.tone.danger.solid};
  }
`;

const drawings: Record<StateKind, ReactNode> = {
  empty: (
    <>
      <path className="shape" d="M30 46l12-18h36l12 18v28a4 4 0 01-4 4H34a4 4 0 01-4-4z" />
      <path className="line" d="M30 46h18l4 8h16l4-8h18" />
      <path className="mark" d="M60 12v8M44 16l3 6M76 16l-3 6" />
    </>
  ),
  error: (
    <>
      <path className="shape" d="M40 76a16 16 0 01-1.5-31.9A22 22 0 0181 42a17 17 0 011 34z" />
      <path className="alert" d="M60 50v12M60 69v.5" />
    </>
  ),
  offline: (
    <>
      <path className="line" d="M32 48a40 40 0 0156 0M42 58a26 26 0 0136 0M52 68a12 12 0 0116 0" />
      <circle className="shape" cx="60" cy="77" r="3" />
      <path className="alert" d="M38 30l44 50" />
    </>
  ),
  notFound: (
    <>
      <circle className="shape" cx="54" cy="48" r="22" />
      <path className="line" d="M70 64l16 16" />
      <path className="mark" d="M48 43a6 6 0 1110 4.5c-2 1-3 2-3 4.5M55 58v.5" />
    </>
  ),
  notOffered: (
    <>
      <rect className="shape" x="34" y="28" width="52" height="46" rx="6" />
      <path className="line" d="M34 40h52" />
      <circle className="shape" cx="60" cy="58" r="10" />
      <path className="alert" d="M53 65l14-14" />
    </>
  ),
};

type StateIllustrationProps = {
  /** Which state to draw. */
  kind: StateKind;
};

/** A quiet line drawing for a state block, in the theme's colours. */
export function StateIllustration({ kind }: StateIllustrationProps) {
  return (
    <Svg
      viewBox="0 0 120 100"
      aria-hidden="true"
      focusable="false"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <ellipse className="ground" cx="60" cy="88" rx="38" ry="5" />
      {drawings[kind]}
    </Svg>
  );
}
