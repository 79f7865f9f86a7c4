import type { SelectOption } from '../../../primitives/Select';

// Regions the platform's merchants register from most (ISO 3166-1 alpha-2). The platform
// has no country list call; it stores the English name, as its own records show ("Singapore").
const REGIONS = (
  'AE AR AU BD BR CA CH CL CN CO DE EG ES FR GB HK ID IE IL IN IT JP KH KR KZ ' +
  'LA MM MO MX MY NG NL NZ PE PH PK PL PT QA RU SA SE SG TH TR TW UA US VN ZA'
).split(' ');

function namesIn(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

/** The country choices, named in `language` and sorted for it; the value is the English name. */
export function countryOptions(language: string): SelectOption[] {
  const english = namesIn('en');
  const local = namesIn(language) ?? english;
  const collator = new Intl.Collator(language);
  return REGIONS.map((region) => ({
    value: english?.of(region) ?? region,
    label: local?.of(region) ?? region,
  })).sort((a, b) => collator.compare(a.label, b.label));
}
