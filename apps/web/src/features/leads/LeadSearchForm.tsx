import type { ReactNode } from 'react';
import { leadPrefix } from '@trueline/contract';
import { PrefixSearchForm } from '../../components/PrefixSearchForm';

interface Props {
  onSearch(prefix: string): void;
  /** Buttons beside Search (the Leads tab's download). */
  children?: ReactNode;
}

/** The lead search: at least the first 3 digits, digits only (spec 2 §5); the error shows until the text changes. */
export function LeadSearchForm({ onSearch, children }: Props) {
  return (
    <PrefixSearchForm label="Lead search" schema={leadPrefix} hint="The first digits of the lead number" onSearch={onSearch}>
      {children}
    </PrefixSearchForm>
  );
}
