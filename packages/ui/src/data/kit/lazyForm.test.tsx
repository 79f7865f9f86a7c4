// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useLazyForm } from './lazyForm';

const schema = z.object({
  code: z.string().trim().regex(/^\d*$/, 'digits'),
  name: z.string().trim().min(1, 'required'),
});

function Form({
  load,
  onValid,
}: {
  load: () => Promise<typeof schema>;
  onValid: (v: unknown) => void;
}) {
  const { field, errors, onSubmit } = useLazyForm({
    defaults: { code: '12', name: '' },
    load,
    onValid,
    unavailable: 'offline',
  });
  return (
    <form onSubmit={onSubmit}>
      <input aria-label="code" {...field('code')} />
      <output aria-label="code error">{errors.code ?? ''}</output>
      <input aria-label="name" {...field('name')} />
      <output aria-label="name error">{errors.name ?? ''}</output>
      <button type="submit">go</button>
    </form>
  );
}

afterEach(cleanup);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useLazyForm', () => {
  it('loads its checks at the first submit, refuses with the first message of each field and focuses the first refused one', async () => {
    const load = vi.fn(() => Promise.resolve(schema));
    const onValid = vi.fn();
    render(<Form load={load} onValid={onValid} />);
    expect(load).not.toHaveBeenCalled();
    type('code', '1a');
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(screen.getByLabelText('code error').textContent).toBe('digits');
    expect(screen.getByLabelText('name error').textContent).toBe('required');
    expect(document.activeElement).toBe(screen.getByLabelText('code'));
    expect(onValid).not.toHaveBeenCalled();

    // After a refusal, the messages follow the typing.
    type('code', '15');
    await settle();
    expect(screen.getByLabelText('code error').textContent).toBe('');
    type('name', ' Shop ');
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(onValid).toHaveBeenCalledWith({ code: '15', name: 'Shop' });
  });

  it('sends nothing unchecked when its checks cannot load, and loads them again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const onValid = vi.fn();
    render(<Form load={load} onValid={onValid} />);
    type('name', 'Shop');
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(screen.getByLabelText('code error').textContent).toBe('offline');
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(onValid).toHaveBeenCalledWith({ code: '12', name: 'Shop' });
  });
});
