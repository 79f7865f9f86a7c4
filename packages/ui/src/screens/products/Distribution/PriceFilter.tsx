import { parseMoney } from '@merchant/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLazyForm } from '../../../data/kit/lazyForm';
import { Button } from '../../../primitives/Button';
import { ChevronDownIcon } from '../../../primitives/Icon';
import { MoneyText } from '../../../primitives/MoneyText';
import { TextField } from '../../../primitives/TextField';
import { resetButton } from '../../../theme/mixins';
import {
  toPriceRange,
  type PriceRange,
  type PriceRangeMessage,
  type PriceRangeValues,
} from './priceRange';
import { tokens } from '../../../theme/cssTokens';

const Toggle = styled.button<{ $open: boolean }>`
  ${resetButton}
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: ${tokens.sizes.touch};
  padding-inline: ${tokens.space.sm};
  border-radius: ${tokens.radii.md};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.text};

  svg {
    transition: transform ${tokens.motion.fast} ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
`;

const Applied = styled.span`
  color: ${tokens.colors.accent.text};
`;

const Form = styled.form`
  padding: ${tokens.space.sm} ${tokens.space.lg} ${tokens.space.md};
  background: ${tokens.colors.surface};
  border-top: 1px solid ${tokens.colors.border};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${tokens.space.xs};
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textSecondary};
`;

const Ends = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.sm};

  & > * {
    flex: 1;
  }
`;

type PriceFilterToggleProps = {
  /** The panel is shown. */
  open: boolean;
  /** Opens or closes the panel. */
  onToggle: () => void;
  /** Id of the panel it shows. */
  controls: string;
  /** The range in force, shown next to the label. */
  applied: PriceRange;
};

/** The button that shows the price filter, with the range in force. */
export function PriceFilterToggle({ open, onToggle, controls, applied }: PriceFilterToggleProps) {
  const { t } = useTranslation('products');
  const min = applied.min_price ? parseMoney(applied.min_price) : null;
  const max = applied.max_price ? parseMoney(applied.max_price) : null;
  return (
    <Toggle
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      $open={open}
      onClick={onToggle}
    >
      {t('filter.price.toggle')}
      {min !== null || max !== null ? (
        <Applied>
          {min !== null ? <MoneyText value={min} /> : null} –{' '}
          {max !== null ? <MoneyText value={max} /> : null}
        </Applied>
      ) : null}
      <ChevronDownIcon size={16} />
    </Toggle>
  );
}

type PriceFilterProps = {
  /** Id of the panel (the toggle points at it). */
  id: string;
  /** The range in force (the form starts from it). */
  applied: PriceRange;
  /** Called with a VALID range only; {} clears the filter. */
  onApply: (range: PriceRange) => void;
};

/** The price range form: both ends optional, numbers of 0 or more, min not above max. */
export function PriceFilter({ id, applied, onApply }: PriceFilterProps) {
  const { t } = useTranslation(['products']);
  const legendId = useId();
  // A filter on the first screen of a page opened by direct link: see useLazyForm.
  const { field, errors, onSubmit, reset } = useLazyForm({
    defaults: { min: applied.min_price ?? '', max: applied.max_price ?? '' },
    load: () => import('./priceRange.schema').then((m) => m.priceRangeSchema),
    onValid: (values: PriceRangeValues) => onApply(toPriceRange(values)),
    unavailable: 'common:state.error.network',
  });
  const message = (key: string | undefined) => (key ? t(key as PriceRangeMessage) : undefined);

  return (
    <Form id={id} noValidate aria-labelledby={legendId} onSubmit={onSubmit}>
      <Fieldset>
        <Legend id={legendId}>{t('filter.price.legend')}</Legend>
        <Ends>
          <TextField
            label={t('filter.price.min')}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="0.00"
            error={message(errors.min)}
            {...field('min')}
          />
          <TextField
            label={t('filter.price.max')}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="search"
            placeholder="0.00"
            error={message(errors.max)}
            {...field('max')}
          />
        </Ends>
      </Fieldset>
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            reset({ min: '', max: '' });
            onApply({});
          }}
        >
          {t('filter.price.reset')}
        </Button>
        <Button type="submit">{t('filter.price.apply')}</Button>
      </Actions>
    </Form>
  );
}

/** The toggle's state and the panel id, shared by the toggle and the panel. */
export function usePriceFilterPanel() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return { id, open, toggle: () => setOpen((v) => !v), close: () => setOpen(false) };
}
