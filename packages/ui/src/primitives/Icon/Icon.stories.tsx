import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from './index';
import * as contentIcons from './contentIcons';
import * as shopIcons from './shopIcons';

// The whole set: the shared icons and the shop's own (imported from their file by Home).
const all = Object.entries({ ...icons, ...contentIcons, ...shopIcons }).filter(([name]) =>
  name.endsWith('Icon'),
) as [string, icons.IconComponent][];

function Gallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 1fr)',
        gap: 16,
        padding: 16,
      }}
    >
      {all.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 4,
            fontSize: 11,
          }}
        >
          <Icon size={24} title={name} />
          <span aria-hidden="true">{name.replace('Icon', '')}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Primitives/Icon',
  tags: ['autodocs'],
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(all.length).toBeGreaterThan(20);
    for (const [name] of all) {
      await expect(canvas.getByRole('img', { name })).toBeInTheDocument();
    }
  },
};

export const DecorativeByDefault: Story = {
  render: () => <icons.HomeIcon />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
