import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokens } from '../../theme/cssTokens';
import { Button } from '../Button';
import { Actions, Card, CardNote, CardTitle, RaisedCard, Row, Rows, Stack } from './Card';
import { padded } from '../../testing/decorators';

const meta = {
  title: 'Primitives/Card',
  tags: ['autodocs'],
  component: Card,
  decorators: [padded({ background: tokens.colors.bg })],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card with label / value rows, a total and its actions, over a raised card. */
export const TitledWithRows: Story = {
  render: () => (
    <Stack>
      <Card aria-labelledby="card-title">
        <CardTitle id="card-title">提现金额</CardTitle>
        <Rows>
          <Row>
            <dt>金额</dt>
            <dd>$100.00</dd>
          </Row>
          <Row data-emphasis="true">
            <dt>实际到账</dt>
            <dd>$98.00</dd>
          </Row>
        </Rows>
        <Actions>
          <Button variant="secondary">取消</Button>
          <Button>确认</Button>
        </Actions>
      </Card>
      <RaisedCard aria-labelledby="raised-title">
        <CardTitle id="raised-title">等级</CardTitle>
        <CardNote>升级后可获得更高的利润比例。</CardNote>
      </RaisedCard>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: '提现金额' });
    await expect(within(card).getByText('实际到账')).toBeVisible();
    await expect(within(card).getByText('$98.00')).toBeVisible();
    await expect(within(card).getAllByRole('button')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: '等级' })).toBeVisible();
  },
};
