import type { CSSProperties } from 'react';
import type { Decorator } from '@storybook/react-vite';

/**
 * A primitive's story drawn with room around it: 16 px of padding unless `style` says otherwise,
 * in a block, or in a paragraph (`as: 'p'`) for a primitive that sits in running text; `style`
 * also lays out several examples side by side.
 */
export function padded(style: CSSProperties = {}, as: 'div' | 'p' = 'div'): Decorator {
  const Wrapper = as;
  return (Story) => (
    <Wrapper style={{ padding: 16, ...style }}>
      <Story />
    </Wrapper>
  );
}
