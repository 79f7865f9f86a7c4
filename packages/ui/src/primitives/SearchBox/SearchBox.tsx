import { useId } from 'react';
import styled from 'styled-components';
import { resetButton } from '../../theme/mixins';
import { CloseIcon, SearchIcon } from '../Icon/contentIcons';
import { visuallyHiddenStyle } from '../VisuallyHidden';
import { tokens } from '../../theme/cssTokens';

const Form = styled.form`
  padding: ${tokens.space.sm} ${tokens.space.lg};
  background: ${tokens.colors.surface};
`;

const Label = styled.label`
  ${visuallyHiddenStyle}
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  min-height: ${tokens.sizes.touch};
  padding-inline: ${tokens.space.md} 0;
  border: 1px solid ${tokens.colors.borderStrong};
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.surfaceMuted};
  color: ${tokens.colors.textSecondary};

  &:focus-within {
    border-color: ${tokens.colors.focus};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${tokens.sizes.touch};
  border: 0;
  background: transparent;
  color: ${tokens.colors.text};
  font: inherit;
  font-size: ${tokens.fontSizes.input};
  outline: none;

  &::-webkit-search-cancel-button {
    display: none;
  }

  &::placeholder {
    color: ${tokens.colors.textTertiary};
  }
`;

const Clear = styled.button`
  ${resetButton}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${tokens.sizes.touch};
  height: ${tokens.sizes.touch};
  border-radius: ${tokens.radii.pill};
  color: ${tokens.colors.textSecondary};
`;

type SearchBoxProps = {
  /** What is typed. */
  value: string;
  /** Called on every key (debounce with `useTextSearch` from `data/kit/textSearch`). */
  onChange: (value: string) => void;
  /** Enter: search now. */
  onSubmit: () => void;
  /** The clear button. */
  onClear: () => void;
  /** The field's accessible name ("search products"). */
  label: string;
  /** The hint inside the empty box ("enter a product name"). */
  placeholder: string;
  /** The accessible name of the clear button ("clear search"). */
  clearLabel: string;
  /** The longest text the server takes (the box stops there). */
  maxLength?: number;
};

/** A search box over a list (a search landmark; Enter searches at once, ✕ clears). */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  onClear,
  label,
  placeholder,
  clearLabel,
  maxLength,
}: SearchBoxProps) {
  const id = useId();
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <Box>
        <SearchIcon size={18} />
        <Input
          id={id}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <Clear type="button" aria-label={clearLabel} onClick={onClear}>
            <CloseIcon size={18} />
          </Clear>
        ) : null}
      </Box>
    </Form>
  );
}
