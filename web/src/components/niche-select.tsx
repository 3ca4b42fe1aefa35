import { useId } from 'react';
import type { NicheItem } from '../lib/api/list-niches';
import { useNiches } from '../lib/api/list-niches';
import './ui/field.css';

export interface NicheSelectFieldProps {
  readonly niches: readonly NicheItem[];
  readonly loading: boolean;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/** "Your Content Niche": the active approved niches, in sort order (docs/product-rules.md#niches). */
export function NicheSelectField({ niches, loading, value, onValueChange }: NicheSelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Your Content Niche
      </label>
      <select
        id={id}
        name="niche"
        className="field__input onboarding-select"
        aria-required="true"
        aria-busy={loading}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">{loading ? 'Loading niches...' : 'Select your niche'}</option>
        {niches.map((niche) => (
          <option key={niche.niche} value={niche.niche}>
            {niche.displayName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The field with the niche list loaded for it (sign-up). */
export function NicheSelect({ value, onValueChange }: { readonly value: string; readonly onValueChange: (value: string) => void }) {
  const { niches, loading } = useNiches();
  return <NicheSelectField niches={niches} loading={loading} value={value} onValueChange={onValueChange} />;
}
