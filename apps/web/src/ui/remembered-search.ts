import { useLocalStorage, useMounted } from '@mantine/hooks';

/**
 * A list's search box remembered in local storage (specification section 2). The server cannot read it, so the page
 * is drawn unsearched and the remembered words come back right after the first render. Until then the box takes no
 * typing: the words coming back would run into it ("jaya autojaya auto").
 */
export function useRememberedSearch(key: string) {
  const [search, setSearch] = useLocalStorage({ key, defaultValue: '' });
  const restored = useMounted();
  return { search, setSearch, readOnly: !restored };
}
