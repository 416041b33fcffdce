import { useDebouncedCallback } from '@mantine/hooks';
import { LIST_REFRESH_DELAY_MS } from '@portal/contract';
import { useEffect, useState } from 'react';
import { SearchBox } from './SearchBox';

interface ListSearchBoxProps {
  label: string;
  placeholder: string;
  /** The search the list shows now (the address bar's `q`). */
  q: string;
  /** A new search, trimmed: after the list delay (spec §7: 500 ms), or at once on Enter. */
  onSearch: (q: string) => void;
}

/** A filtered list's search box: what is typed is sent after the list delay, and a search from outside replaces it. */
export function ListSearchBox({ label, placeholder, q, onSearch }: ListSearchBoxProps) {
  const [search, setSearch] = useState(q);
  // A new query from outside (a link, the back button) replaces what the box shows.
  useEffect(() => {
    setSearch((current) => (current.trim() === q ? current : q));
  }, [q]);
  const applySearch = useDebouncedCallback((text: string) => onSearch(text.trim()), LIST_REFRESH_DELAY_MS);
  return (
    <SearchBox
      label={label}
      placeholder={placeholder}
      value={search}
      onChange={(text) => {
        setSearch(text);
        applySearch(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') applySearch.flush();
      }}
    />
  );
}
