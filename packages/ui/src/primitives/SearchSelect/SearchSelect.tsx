import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pressable, resetButton } from '../../theme/mixins';
import { BottomSheet } from '../BottomSheet';
import { bareControl, controlBox, Field, useFieldIds } from '../Field/Field';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import { SearchIcon } from '../Icon/contentIcons';
import type { SelectOption } from '../Select';
import { tokens } from '../../theme/cssTokens';

/** A choice of a searchable select: `keywords` are searched too (other names, codes). */
export type SearchSelectOption = SelectOption & { keywords?: string };

const Trigger = styled.button<{ $invalid: boolean; $chosen: boolean }>`
  ${resetButton}
  ${controlBox}
  justify-content: space-between;
  width: 100%;
  font-size: ${tokens.fontSizes.input};
  line-height: ${tokens.lineHeights.tight};
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.text : theme.colors.textTertiary)};

  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }

  svg {
    flex: none;
    color: ${tokens.colors.textSecondary};
  }
`;

const SearchBox = styled.div<{ $invalid: boolean }>`
  ${controlBox}
  position: sticky;
  top: 0;
  z-index: 1;
  margin: ${tokens.space.xs} ${tokens.space.lg};

  svg {
    flex: none;
    color: ${tokens.colors.textSecondary};
  }
`;

const SearchInput = styled.input`
  ${bareControl}
`;

const Choice = styled.button`
  ${resetButton}
  ${pressable}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  width: 100%;
  min-height: ${tokens.sizes.touch};
  padding: ${tokens.space.xs} ${tokens.space.lg};
  font-size: ${tokens.fontSizes.md};
  line-height: ${tokens.lineHeights.tight};
  text-align: start;

  &[aria-current='true'] {
    color: ${tokens.colors.accent.text};
    font-weight: ${tokens.fontWeights.semibold};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

const NoMatch = styled.p`
  padding: ${tokens.space.lg};
  font-size: ${tokens.fontSizes.sm};
  text-align: center;
  color: ${tokens.colors.textSecondary};
`;

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "NEW" finds "New Zealand". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

export type SearchSelectProps = {
  /** The visible label; also the title of the sheet. */
  label: ReactNode;
  /** The choices, in the order they are listed. */
  options: SearchSelectOption[];
  /** The chosen value ('' for none). */
  value: string;
  /** Called with the value picked. */
  onChange: (value: string) => void;
  /** Called when the sheet closes (a form marks the field touched). */
  onBlur?: () => void;
  /** Text shown while nothing is chosen (default "please choose"). */
  placeholder?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Error text; marks the field aria-invalid and describes it. */
  error?: ReactNode;
  /** Marks the field as optional next to the label. */
  optional?: boolean;
  /** Id of the button that opens the list. */
  id?: string;
};

/**
 * A select for long lists (countries and regions): a field that opens a sheet with a search
 * box over the choices. The search ignores case and accents and also looks at `keywords`.
 */
export function SearchSelect({
  label,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  hint,
  error,
  optional,
  id,
}: SearchSelectProps) {
  const { t } = useTranslation('common');
  const { controlId, describedBy } = useFieldIds(id, hint, error);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const chosen = options.find((o) => o.value === value);

  const indexed = useMemo(
    () => options.map((o) => ({ option: o, text: fold(`${o.label} ${o.keywords ?? ''}`) })),
    [options],
  );
  const needle = fold(deferredQuery.trim());
  const shown = needle ? indexed.filter((o) => o.text.includes(needle)) : indexed;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery('');
      onBlur?.();
    }
  };

  return (
    <Field label={label} htmlFor={controlId} optional={optional} hint={hint} error={error}>
      <Trigger
        type="button"
        id={controlId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${controlId}-label ${controlId}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        $invalid={Boolean(error)}
        $chosen={Boolean(chosen)}
        onClick={() => setOpen(true)}
      >
        <span id={`${controlId}-value`}>
          {chosen?.label ?? placeholder ?? t('select.placeholder')}
        </span>
        <ChevronDownIcon />
      </Trigger>
      <BottomSheet open={open} onOpenChange={close} title={label} bodyPadding="none">
        <SearchBox $invalid={false}>
          <SearchIcon size={18} />
          <SearchInput
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-label={t('select.search')}
            placeholder={t('select.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </SearchBox>
        {shown.length === 0 ? (
          <NoMatch role="status">{t('select.noMatch')}</NoMatch>
        ) : (
          <ul aria-label={typeof label === 'string' ? label : undefined}>
            {shown.map(({ option }) => (
              <li key={option.value}>
                <Choice
                  type="button"
                  disabled={option.disabled}
                  aria-current={option.value === value ? 'true' : undefined}
                  onClick={() => {
                    onChange(option.value);
                    close(false);
                  }}
                >
                  {option.label}
                  {option.value === value ? <CheckIcon size={18} /> : null}
                </Choice>
              </li>
            ))}
          </ul>
        )}
      </BottomSheet>
    </Field>
  );
}
